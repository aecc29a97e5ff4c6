// The SF Symbols drawn with Google's Material Icons, and where those glyphs are in the font.
//
// Data, not code: each line of `symbols` is an SF Symbols name, the Material icon that means
// the same thing, and, for an enclosed variant Material has no glyph of, the enclosure drawn
// around that icon (circle, circle.fill, square, square.fill; `-` for the enclosure alone).
// Outline symbols map to Material's outlined icons and `.fill` ones to its filled icons where
// Material has both; where it has one, both names draw it. A name with no icon of the same
// meaning is left out: UIImage(systemName:) gives nil for it rather than a wrong picture.
// `codepoints` gives each icon's code point in the font (MaterialIcons-Regular, version 6.7).
extension MaterialSymbols {
  static let symbols = """
    accessibility                                accessibility_new
    accessibility.fill                           accessibility_new
    airplane                                     flight
    airplane.arrival                             flight_land
    airplane.circle                              flight                     circle
    airplane.circle.fill                         flight                     circle.fill
    airplane.departure                           flight_takeoff
    airplayvideo                                 airplay
    alarm                                        alarm
    alarm.fill                                   alarm
    antenna.radiowaves.left.and.right            cell_tower
    antenna.radiowaves.left.and.right.circle     cell_tower                 circle
    antenna.radiowaves.left.and.right.circle.fill cell_tower                 circle.fill
    apple.terminal                               terminal
    apple.terminal.fill                          terminal
    applewatch                                   watch
    archivebox.circle                            archive                    circle
    archivebox.circle.fill                       archive                    circle.fill
    archivebox.fill                              archive
    arrow.2.circlepath                           autorenew
    arrow.2.circlepath.circle                    autorenew                  circle
    arrow.2.circlepath.circle.fill               autorenew                  circle.fill
    arrow.3.trianglepath                         recycling
    arrow.backward.circle                        arrow_back                 circle
    arrow.backward.circle.fill                   arrow_back                 circle.fill
    arrow.backward.square                        arrow_back                 square
    arrow.backward.square.fill                   arrow_back                 square.fill
    arrow.branch                                 call_split
    arrow.clockwise.circle                       refresh                    circle
    arrow.clockwise.circle.fill                  refresh                    circle.fill
    arrow.clockwise.square                       refresh                    square
    arrow.clockwise.square.fill                  refresh                    square.fill
    arrow.counterclockwise                       replay
    arrow.counterclockwise.circle                replay                     circle
    arrow.counterclockwise.circle.fill           replay                     circle.fill
    arrow.down.circle                            arrow_downward             circle
    arrow.down.circle.fill                       arrow_downward             circle.fill
    arrow.down.left                              south_west
    arrow.down.left.circle                       south_west                 circle
    arrow.down.left.circle.fill                  south_west                 circle.fill
    arrow.down.left.square                       south_west                 square
    arrow.down.left.square.fill                  south_west                 square.fill
    arrow.down.right                             south_east
    arrow.down.right.and.arrow.up.left           close_fullscreen
    arrow.down.right.and.arrow.up.left.circle    close_fullscreen           circle
    arrow.down.right.and.arrow.up.left.circle.fill close_fullscreen           circle.fill
    arrow.down.right.and.arrow.up.left.square    close_fullscreen           square
    arrow.down.right.and.arrow.up.left.square.fill close_fullscreen           square.fill
    arrow.down.right.circle                      south_east                 circle
    arrow.down.right.circle.fill                 south_east                 circle.fill
    arrow.down.right.square                      south_east                 square
    arrow.down.right.square.fill                 south_east                 square.fill
    arrow.down.square                            arrow_downward             square
    arrow.down.square.fill                       arrow_downward             square.fill
    arrow.down.to.line                           download
    arrow.down.to.line.circle                    download                   circle
    arrow.down.to.line.circle.fill               download                   circle.fill
    arrow.forward.circle                         arrow_forward              circle
    arrow.forward.circle.fill                    arrow_forward              circle.fill
    arrow.forward.square                         arrow_forward              square
    arrow.forward.square.fill                    arrow_forward              square.fill
    arrow.left.arrow.right                       swap_horiz
    arrow.left.arrow.right.circle                swap_horiz                 circle
    arrow.left.arrow.right.circle.fill           swap_horiz                 circle.fill
    arrow.left.arrow.right.square                swap_horiz                 square
    arrow.left.arrow.right.square.fill           swap_horiz                 square.fill
    arrow.left.circle                            arrow_back                 circle
    arrow.left.circle.fill                       arrow_back                 circle.fill
    arrow.left.square                            arrow_back                 square
    arrow.left.square.fill                       arrow_back                 square.fill
    arrow.merge                                  call_merge
    arrow.right.arrow.left                       swap_horiz
    arrow.right.arrow.left.circle                swap_horiz                 circle
    arrow.right.arrow.left.circle.fill           swap_horiz                 circle.fill
    arrow.right.arrow.left.square                swap_horiz                 square
    arrow.right.arrow.left.square.fill           swap_horiz                 square.fill
    arrow.right.circle                           arrow_forward              circle
    arrow.right.circle.fill                      arrow_forward              circle.fill
    arrow.right.square                           arrow_forward              square
    arrow.right.square.fill                      arrow_forward              square.fill
    arrow.right.to.line                          keyboard_tab
    arrow.right.to.line.circle                   keyboard_tab               circle
    arrow.right.to.line.circle.fill              keyboard_tab               circle.fill
    arrow.right.to.line.square                   keyboard_tab               square
    arrow.right.to.line.square.fill              keyboard_tab               square.fill
    arrow.triangle.2.circlepath                  sync
    arrow.triangle.2.circlepath.camera           flip_camera_ios
    arrow.triangle.2.circlepath.camera.fill      flip_camera_ios
    arrow.triangle.2.circlepath.circle           sync                       circle
    arrow.triangle.2.circlepath.circle.fill      sync                       circle.fill
    arrow.triangle.branch                        call_split
    arrow.triangle.merge                         call_merge
    arrow.triangle.turn.up.right.diamond         directions
    arrow.triangle.turn.up.right.diamond.fill    directions
    arrow.turn.down.left                         subdirectory_arrow_left
    arrow.turn.down.right                        subdirectory_arrow_right
    arrow.turn.up.left                           turn_left
    arrow.turn.up.right                          turn_right
    arrow.up.arrow.down                          swap_vert
    arrow.up.arrow.down.circle                   swap_vert                  circle
    arrow.up.arrow.down.circle.fill              swap_vert                  circle.fill
    arrow.up.arrow.down.square                   swap_vert                  square
    arrow.up.arrow.down.square.fill              swap_vert                  square.fill
    arrow.up.circle                              arrow_upward               circle
    arrow.up.circle.fill                         arrow_upward               circle.fill
    arrow.up.left                                north_west
    arrow.up.left.and.arrow.down.right           open_in_full
    arrow.up.left.and.arrow.down.right.circle    open_in_full               circle
    arrow.up.left.and.arrow.down.right.circle.fill open_in_full               circle.fill
    arrow.up.left.and.arrow.down.right.square    open_in_full               square
    arrow.up.left.and.arrow.down.right.square.fill open_in_full               square.fill
    arrow.up.left.circle                         north_west                 circle
    arrow.up.left.circle.fill                    north_west                 circle.fill
    arrow.up.left.square                         north_west                 square
    arrow.up.left.square.fill                    north_west                 square.fill
    arrow.up.right                               north_east
    arrow.up.right.circle                        north_east                 circle
    arrow.up.right.circle.fill                   north_east                 circle.fill
    arrow.up.right.diamond                       directions
    arrow.up.right.diamond.fill                  directions
    arrow.up.right.square                        open_in_new
    arrow.up.right.square.fill                   open_in_new
    arrow.up.square                              arrow_upward               square
    arrow.up.square.fill                         arrow_upward               square.fill
    arrow.up.to.line                             upload
    arrow.up.to.line.circle                      upload                     circle
    arrow.up.to.line.circle.fill                 upload                     circle.fill
    arrow.up.trash                               restore_from_trash
    arrow.up.trash.fill                          restore_from_trash
    arrow.upright.circle                         north_east                 circle
    arrowshape.turn.up.left.2                    reply_all
    arrowshape.turn.up.left.2.circle             reply_all                  circle
    arrowshape.turn.up.left.2.circle.fill        reply_all                  circle.fill
    arrowshape.turn.up.left.2.fill               reply_all
    arrowshape.turn.up.left.circle               reply                      circle
    arrowshape.turn.up.left.circle.fill          reply                      circle.fill
    arrowshape.turn.up.left.fill                 reply
    arrowshape.turn.up.right                     forward
    arrowshape.turn.up.right.circle              forward                    circle
    arrowshape.turn.up.right.circle.fill         forward                    circle.fill
    arrowshape.turn.up.right.fill                forward
    arrowtriangle.down                           arrow_drop_down
    arrowtriangle.down.circle                    arrow_drop_down            circle
    arrowtriangle.down.circle.fill               arrow_drop_down            circle.fill
    arrowtriangle.down.fill                      arrow_drop_down
    arrowtriangle.down.square                    arrow_drop_down            square
    arrowtriangle.down.square.fill               arrow_drop_down            square.fill
    arrowtriangle.left                           arrow_left
    arrowtriangle.left.circle                    arrow_left                 circle
    arrowtriangle.left.circle.fill               arrow_left                 circle.fill
    arrowtriangle.left.fill                      arrow_left
    arrowtriangle.left.square                    arrow_left                 square
    arrowtriangle.left.square.fill               arrow_left                 square.fill
    arrowtriangle.right                          arrow_right
    arrowtriangle.right.circle                   arrow_right                circle
    arrowtriangle.right.circle.fill              arrow_right                circle.fill
    arrowtriangle.right.fill                     arrow_right
    arrowtriangle.right.square                   arrow_right                square
    arrowtriangle.right.square.fill              arrow_right                square.fill
    arrowtriangle.up                             arrow_drop_up
    arrowtriangle.up.circle                      arrow_drop_up              circle
    arrowtriangle.up.circle.fill                 arrow_drop_up              circle.fill
    arrowtriangle.up.fill                        arrow_drop_up
    arrowtriangle.up.square                      arrow_drop_up              square
    arrowtriangle.up.square.fill                 arrow_drop_up              square.fill
    at                                           alternate_email
    at.circle                                    alternate_email            circle
    at.circle.fill                               alternate_email            circle.fill
    backward                                     fast_rewind
    backward.circle                              fast_rewind                circle
    backward.circle.fill                         fast_rewind                circle.fill
    backward.end                                 skip_previous
    backward.end.circle                          skip_previous              circle
    backward.end.circle.fill                     skip_previous              circle.fill
    backward.end.fill                            skip_previous
    bag                                          shopping_bag
    bag.circle                                   shopping_bag               circle
    bag.circle.fill                              shopping_bag               circle.fill
    bag.fill                                     shopping_bag
    bandage                                      healing
    bandage.fill                                 healing
    banknote                                     money
    banknote.fill                                money
    baseball                                     sports_baseball
    baseball.circle                              sports_baseball            circle
    baseball.circle.fill                         sports_baseball            circle.fill
    baseball.fill                                sports_baseball
    basket                                       shopping_basket
    basket.fill                                  shopping_basket
    basketball                                   sports_basketball
    basketball.circle                            sports_basketball          circle
    basketball.circle.fill                       sports_basketball          circle.fill
    basketball.fill                              sports_basketball
    bathtub                                      bathtub
    bathtub.fill                                 bathtub
    battery.0                                    battery_0_bar
    battery.0percent                             battery_0_bar
    battery.100                                  battery_full
    battery.100.bolt                             battery_charging_full
    battery.100percent                           battery_full
    battery.100percent.bolt                      battery_charging_full
    battery.25                                   battery_2_bar
    battery.25percent                            battery_2_bar
    battery.50                                   battery_3_bar
    battery.50percent                            battery_3_bar
    battery.75                                   battery_5_bar
    battery.75percent                            battery_5_bar
    beach.umbrella                               beach_access
    beach.umbrella.fill                          beach_access
    bed.double                                   bed
    bed.double.circle                            bed                        circle
    bed.double.circle.fill                       bed                        circle.fill
    bed.double.fill                              bed
    bell.circle                                  notifications_none         circle
    bell.circle.fill                             notifications              circle.fill
    bell.slash                                   notifications_off
    bell.slash.circle                            notifications_off          circle
    bell.slash.circle.fill                       notifications_off          circle.fill
    bell.slash.fill                              notifications_off
    bell.square                                  notifications_none         square
    bell.square.fill                             notifications              square.fill
    bicycle                                      directions_bike
    bicycle.circle                               directions_bike            circle
    bicycle.circle.fill                          directions_bike            circle.fill
    bin.xmark                                    delete_forever
    bin.xmark.fill                               delete_forever
    birthday.cake                                cake
    birthday.cake.fill                           cake
    bitcoinsign                                  currency_bitcoin
    bitcoinsign.circle                           currency_bitcoin           circle
    bitcoinsign.circle.fill                      currency_bitcoin           circle.fill
    bitcoinsign.square                           currency_bitcoin           square
    bitcoinsign.square.fill                      currency_bitcoin           square.fill
    bold                                         format_bold
    bolt                                         bolt
    bolt.car                                     electric_car
    bolt.car.circle                              electric_car               circle
    bolt.car.circle.fill                         electric_car               circle.fill
    bolt.car.fill                                electric_car
    bolt.circle                                  bolt                       circle
    bolt.circle.fill                             bolt                       circle.fill
    bolt.fill                                    bolt
    bolt.slash                                   flash_off
    bolt.slash.circle                            flash_off                  circle
    bolt.slash.circle.fill                       flash_off                  circle.fill
    bolt.slash.fill                              flash_off
    bolt.square                                  bolt                       square
    bolt.square.fill                             bolt                       square.fill
    book.circle                                  menu_book                  circle
    book.circle.fill                             menu_book                  circle.fill
    book.closed                                  book
    book.closed.circle                           book                       circle
    book.closed.circle.fill                      book                       circle.fill
    book.closed.fill                             book
    book.fill                                    menu_book
    bookmark.circle                              bookmark_border            circle
    bookmark.circle.fill                         bookmark                   circle.fill
    bookmark.square                              bookmark_border            square
    bookmark.square.fill                         bookmark                   square.fill
    books.vertical                               library_books
    books.vertical.circle                        library_books              circle
    books.vertical.circle.fill                   library_books              circle.fill
    books.vertical.fill                          library_books
    box.truck                                    local_shipping
    box.truck.fill                               local_shipping
    brain.head.profile                           psychology
    brain.head.profile.fill                      psychology
    briefcase                                    work_outline
    briefcase.circle                             work_outline               circle
    briefcase.circle.fill                        work                       circle.fill
    briefcase.fill                               work
    bubble.left                                  chat_bubble_outline
    bubble.left.and.bubble.right                 forum
    bubble.left.and.bubble.right.fill            forum
    bubble.left.circle                           chat_bubble_outline        circle
    bubble.left.circle.fill                      chat_bubble                circle.fill
    bubble.left.fill                             chat_bubble
    bubble.right                                 mode_comment
    bubble.right.circle                          mode_comment               circle
    bubble.right.circle.fill                     mode_comment               circle.fill
    bubble.right.fill                            mode_comment
    building                                     domain
    building.2                                   apartment
    building.2.fill                              apartment
    building.columns                             account_balance
    building.columns.circle                      account_balance            circle
    building.columns.circle.fill                 account_balance            circle.fill
    building.columns.fill                        account_balance
    building.fill                                domain
    bus                                          directions_bus
    bus.fill                                     directions_bus
    calendar.circle                              calendar_today             circle
    calendar.circle.fill                         calendar_month             circle.fill
    camera.aperture                              camera
    camera.circle                                photo_camera               circle
    camera.circle.fill                           photo_camera               circle.fill
    camera.fill                                  photo_camera
    camera.rotate                                flip_camera_ios
    camera.rotate.fill                           flip_camera_ios
    capslock                                     keyboard_capslock
    capslock.fill                                keyboard_capslock
    car                                          directions_car
    car.circle                                   directions_car             circle
    car.circle.fill                              directions_car             circle.fill
    car.fill                                     directions_car
    cart                                         shopping_cart
    cart.badge.minus                             remove_shopping_cart
    cart.badge.plus                              add_shopping_cart
    cart.circle                                  shopping_cart              circle
    cart.circle.fill                             shopping_cart              circle.fill
    cart.fill                                    shopping_cart
    cellularbars                                 signal_cellular_alt
    chair                                        chair
    chair.fill                                   chair
    chart.bar                                    bar_chart
    chart.bar.fill                               bar_chart
    chart.line.downtrend.xyaxis                  trending_down
    chart.line.downtrend.xyaxis.circle           trending_down              circle
    chart.line.downtrend.xyaxis.circle.fill      trending_down              circle.fill
    chart.line.uptrend.xyaxis                    trending_up
    chart.line.uptrend.xyaxis.circle             trending_up                circle
    chart.line.uptrend.xyaxis.circle.fill        trending_up                circle.fill
    chart.pie                                    pie_chart_outline
    chart.pie.fill                               pie_chart
    checklist                                    checklist
    checkmark.seal                               verified
    checkmark.seal.fill                          verified
    checkmark.shield                             verified_user
    checkmark.shield.fill                        verified_user
    checkmark.square                             check                      square
    checkmark.square.fill                        check_box
    chevron.backward.circle                      chevron_left               circle
    chevron.backward.circle.fill                 chevron_left               circle.fill
    chevron.backward.square                      chevron_left               square
    chevron.backward.square.fill                 chevron_left               square.fill
    chevron.down.circle                          expand_more                circle
    chevron.down.circle.fill                     expand_more                circle.fill
    chevron.down.square                          expand_more                square
    chevron.down.square.fill                     expand_more                square.fill
    chevron.forward.circle                       chevron_right              circle
    chevron.forward.circle.fill                  chevron_right              circle.fill
    chevron.forward.square                       chevron_right              square
    chevron.forward.square.fill                  chevron_right              square.fill
    chevron.left.2                               keyboard_double_arrow_left
    chevron.left.circle                          chevron_left               circle
    chevron.left.circle.fill                     chevron_left               circle.fill
    chevron.left.forwardslash.chevron.right      code
    chevron.left.slash.chevron.right             code
    chevron.left.square                          chevron_left               square
    chevron.left.square.fill                     chevron_left               square.fill
    chevron.right.2                              keyboard_double_arrow_right
    chevron.right.circle                         chevron_right              circle
    chevron.right.circle.fill                    chevron_right              circle.fill
    chevron.right.square                         chevron_right              square
    chevron.right.square.fill                    chevron_right              square.fill
    chevron.up.chevron.down                      unfold_more
    chevron.up.circle                            expand_less                circle
    chevron.up.circle.fill                       expand_less                circle.fill
    chevron.up.square                            expand_less                square
    chevron.up.square.fill                       expand_less                square.fill
    circle.grid.3x3                              dialpad
    circle.grid.3x3.circle                       dialpad                    circle
    circle.grid.3x3.circle.fill                  dialpad                    circle.fill
    circle.grid.3x3.fill                         dialpad
    circle.inset.filled                          radio_button_checked
    clipboard                                    content_paste
    clipboard.fill                               content_paste
    clock.arrow.circlepath                       history
    clock.circle                                 access_time                circle
    clock.circle.fill                            access_time_filled         circle.fill
    clock.fill                                   access_time_filled
    cloud                                        cloud_queue
    cloud.bolt                                   thunderstorm
    cloud.bolt.circle                            thunderstorm               circle
    cloud.bolt.circle.fill                       thunderstorm               circle.fill
    cloud.bolt.fill                              thunderstorm
    cloud.circle                                 cloud_queue                circle
    cloud.circle.fill                            cloud                      circle.fill
    cloud.fill                                   cloud
    cloud.snow                                   cloudy_snowing
    cloud.snow.circle                            cloudy_snowing             circle
    cloud.snow.circle.fill                       cloudy_snowing             circle.fill
    cloud.snow.fill                              cloudy_snowing
    command                                      keyboard_command_key
    command.circle                               keyboard_command_key       circle
    command.circle.fill                          keyboard_command_key       circle.fill
    command.square                               keyboard_command_key       square
    command.square.fill                          keyboard_command_key       square.fill
    computermouse                                mouse
    computermouse.fill                           mouse
    control                                      keyboard_control_key
    cpu                                          memory
    cpu.fill                                     memory
    creditcard                                   credit_card
    creditcard.circle                            credit_card                circle
    creditcard.circle.fill                       credit_card                circle.fill
    creditcard.fill                              credit_card
    crop                                         crop
    crop.rotate                                  crop_rotate
    cross.case                                   medical_services
    cross.case.circle                            medical_services           circle
    cross.case.circle.fill                       medical_services           circle.fill
    cross.case.fill                              medical_services
    cup.and.saucer                               local_cafe
    cup.and.saucer.fill                          local_cafe
    decrease.indent                              format_indent_decrease
    delete.left                                  backspace
    delete.left.fill                             backspace
    desktopcomputer                              desktop_mac
    dice                                         casino
    dice.fill                                    casino
    display                                      monitor
    doc.badge.plus                               note_add
    doc.circle                                   insert_drive_file          circle
    doc.circle.fill                              insert_drive_file          circle.fill
    doc.fill                                     insert_drive_file
    doc.on.clipboard                             content_paste
    doc.on.clipboard.fill                        content_paste
    doc.on.doc                                   content_copy
    doc.on.doc.fill                              file_copy
    doc.plaintext                                description
    doc.plaintext.fill                           description
    doc.text                                     description
    doc.text.fill                                description
    doc.text.fill.viewfinder                     document_scanner
    doc.text.magnifyingglass                     find_in_page
    doc.text.viewfinder                          document_scanner
    doc.viewfinder                               document_scanner
    doc.viewfinder.fill                          document_scanner
    dollarsign                                   attach_money
    dollarsign.circle                            attach_money               circle
    dollarsign.circle.fill                       monetization_on
    dollarsign.square                            attach_money               square
    dollarsign.square.fill                       attach_money               square.fill
    door.left.hand.closed                        door_front
    door.left.hand.open                          meeting_room
    dot.radiowaves.up.forward                    rss_feed
    drop                                         water_drop
    drop.circle                                  water_drop                 circle
    drop.circle.fill                             water_drop                 circle.fill
    drop.fill                                    water_drop
    dumbbell                                     fitness_center
    dumbbell.fill                                fitness_center
    ear                                          hearing
    ear.fill                                     hearing
    earbuds                                      earbuds
    eject                                        eject
    eject.circle                                 eject                      circle
    eject.circle.fill                            eject                      circle.fill
    eject.fill                                   eject
    ellipses.bubble                              textsms
    ellipses.bubble.fill                         textsms
    ellipsis.bubble                              textsms
    ellipsis.bubble.fill                         textsms
    ellipsis.circle.fill                         more_horiz                 circle.fill
    envelope.badge                               mark_email_unread
    envelope.badge.fill                          mark_email_unread
    envelope.circle                              mail_outline               circle
    envelope.circle.fill                         mail                       circle.fill
    envelope.fill                                mail
    envelope.open                                drafts
    envelope.open.fill                           drafts
    eurosign                                     euro
    eurosign.circle                              euro                       circle
    eurosign.circle.fill                         euro                       circle.fill
    eurosign.square                              euro                       square
    eurosign.square.fill                         euro                       square.fill
    exclamationmark                              priority_high
    exclamationmark.bubble                       announcement
    exclamationmark.bubble.fill                  announcement
    exclamationmark.circle                       error_outline
    exclamationmark.circle.fill                  error
    exclamationmark.octagon                      report_gmailerrorred
    exclamationmark.octagon.fill                 report
    exclamationmark.shield                       gpp_maybe
    exclamationmark.shield.fill                  gpp_maybe
    exclamationmark.triangle.fill                warning
    eye                                          visibility
    eye.circle                                   visibility                 circle
    eye.circle.fill                              visibility                 circle.fill
    eye.fill                                     visibility
    eye.slash                                    visibility_off
    eye.slash.circle                             visibility_off             circle
    eye.slash.circle.fill                        visibility_off             circle.fill
    eye.slash.fill                               visibility_off
    eye.square                                   visibility                 square
    eye.square.fill                              visibility                 square.fill
    eyedropper                                   colorize
    face.smiling                                 sentiment_satisfied
    face.smiling.fill                            mood
    face.smiling.inverse                         mood
    ferry                                        directions_boat
    ferry.fill                                   directions_boat
    figure.dress.line.vertical.figure            wc
    figure.hiking                                hiking
    figure.pool.swim                             pool
    figure.roll                                  accessible
    figure.run                                   directions_run
    figure.run.circle                            directions_run             circle
    figure.run.circle.fill                       directions_run             circle.fill
    figure.stand                                 man
    figure.walk                                  directions_walk
    figure.walk.circle                           directions_walk            circle
    figure.walk.circle.fill                      directions_walk            circle.fill
    figure.wave                                  emoji_people
    film                                         movie
    film.circle                                  movie                      circle
    film.circle.fill                             movie                      circle.fill
    film.fill                                    movie
    fireplace                                    fireplace
    fireplace.fill                               fireplace
    flag.circle                                  outlined_flag              circle
    flag.circle.fill                             flag_circle
    flag.square                                  outlined_flag              square
    flag.square.fill                             flag                       square.fill
    flame                                        local_fire_department
    flame.circle                                 local_fire_department      circle
    flame.circle.fill                            local_fire_department      circle.fill
    flame.fill                                   local_fire_department
    flashlight.off.fill                          flashlight_off
    flashlight.on.fill                           flashlight_on
    flask                                        science
    flask.fill                                   science
    folder.badge.person.crop                     folder_shared
    folder.badge.person.crop.fill                folder_shared
    folder.badge.plus                            create_new_folder
    folder.badge.plus.fill                       create_new_folder
    folder.circle                                folder_open                circle
    folder.circle.fill                           folder                     circle.fill
    folder.fill.badge.person.crop                folder_shared
    folder.fill.badge.plus                       create_new_folder
    football                                     sports_football
    football.circle                              sports_football            circle
    football.circle.fill                         sports_football            circle.fill
    football.fill                                sports_football
    fork.knife                                   restaurant
    fork.knife.circle                            restaurant                 circle
    fork.knife.circle.fill                       restaurant                 circle.fill
    forward                                      fast_forward
    forward.circle                               fast_forward               circle
    forward.circle.fill                          fast_forward               circle.fill
    forward.end                                  skip_next
    forward.end.circle                           skip_next                  circle
    forward.end.circle.fill                      skip_next                  circle.fill
    forward.end.fill                             skip_next
    francsign                                    currency_franc
    francsign.circle                             currency_franc             circle
    francsign.circle.fill                        currency_franc             circle.fill
    francsign.square                             currency_franc             square
    francsign.square.fill                        currency_franc             square.fill
    fuelpump                                     local_gas_station
    fuelpump.circle                              local_gas_station          circle
    fuelpump.circle.fill                         local_gas_station          circle.fill
    fuelpump.fill                                local_gas_station
    gamecontroller                               sports_esports
    gamecontroller.fill                          sports_esports
    gauge                                        speed
    gauge.medium                                 speed
    gauge.with.dots.needle.67percent             speed
    gauge.with.dots.needle.bottom.50percent      speed
    gearshape.circle                             settings                   circle
    gearshape.circle.fill                        settings                   circle.fill
    gift                                         card_giftcard
    gift.circle                                  card_giftcard              circle
    gift.circle.fill                             card_giftcard              circle.fill
    gift.fill                                    card_giftcard
    giftcard                                     card_giftcard
    giftcard.fill                                card_giftcard
    globe.americas                               public
    globe.americas.fill                          public
    gobackward                                   replay
    gobackward.10                                replay_10
    gobackward.30                                replay_30
    gobackward.5                                 replay_5
    goforward.10                                 forward_10
    goforward.30                                 forward_30
    goforward.5                                  forward_5
    graduationcap                                school
    graduationcap.circle                         school                     circle
    graduationcap.circle.fill                    school                     circle.fill
    graduationcap.fill                           school
    grid                                         grid_3x3
    grid.circle                                  grid_3x3                   circle
    grid.circle.fill                             grid_3x3                   circle.fill
    hammer                                       hardware
    hammer.circle                                hardware                   circle
    hammer.circle.fill                           hardware                   circle.fill
    hammer.fill                                  hardware
    hand.point.up.left                           pan_tool_alt
    hand.point.up.left.fill                      pan_tool_alt
    hand.raised                                  back_hand
    hand.raised.circle                           back_hand                  circle
    hand.raised.circle.fill                      back_hand                  circle.fill
    hand.raised.fill                             back_hand
    hand.raised.slash                            do_not_touch
    hand.raised.slash.fill                       do_not_touch
    hand.raised.square                           back_hand                  square
    hand.raised.square.fill                      back_hand                  square.fill
    hand.tap                                     touch_app
    hand.tap.fill                                touch_app
    hand.thumbsdown                              thumb_down_off_alt
    hand.thumbsdown.circle                       thumb_down_off_alt         circle
    hand.thumbsdown.circle.fill                  thumb_down                 circle.fill
    hand.thumbsdown.fill                         thumb_down
    hand.thumbsup                                thumb_up_off_alt
    hand.thumbsup.circle                         thumb_up_off_alt           circle
    hand.thumbsup.circle.fill                    thumb_up                   circle.fill
    hand.thumbsup.fill                           thumb_up
    hand.wave                                    waving_hand
    hand.wave.fill                               waving_hand
    hanger                                       checkroom
    headphones                                   headphones
    headphones.circle                            headphones                 circle
    headphones.circle.fill                       headphones                 circle.fill
    heart.circle                                 favorite_border            circle
    heart.circle.fill                            favorite                   circle.fill
    heart.square                                 favorite_border            square
    heart.square.fill                            favorite                   square.fill
    hexagon                                      hexagon
    hexagon.fill                                 hexagon
    hifispeaker                                  speaker
    hifispeaker.fill                             speaker
    hourglass                                    hourglass_empty
    hourglass.circle                             hourglass_empty            circle
    hourglass.circle.fill                        hourglass_empty            circle.fill
    house.circle                                 home                       circle
    house.circle.fill                            home                       circle.fill
    hurricane                                    cyclone
    hurricane.circle                             cyclone                    circle
    hurricane.circle.fill                        cyclone                    circle.fill
    icloud                                       cloud_queue
    icloud.and.arrow.down                        cloud_download
    icloud.and.arrow.down.fill                   cloud_download
    icloud.and.arrow.up                          cloud_upload
    icloud.and.arrow.up.fill                     cloud_upload
    icloud.circle                                cloud_queue                circle
    icloud.circle.fill                           cloud                      circle.fill
    icloud.fill                                  cloud
    icloud.slash                                 cloud_off
    icloud.slash.fill                            cloud_off
    icloud.square                                cloud_queue                square
    icloud.square.fill                           cloud                      square.fill
    increase.indent                              format_indent_increase
    indianrupeesign                              currency_rupee
    indianrupeesign.circle                       currency_rupee             circle
    indianrupeesign.circle.fill                  currency_rupee             circle.fill
    indianrupeesign.square                       currency_rupee             square
    indianrupeesign.square.fill                  currency_rupee             square.fill
    infinity                                     all_inclusive
    infinity.circle                              all_inclusive              circle
    infinity.circle.fill                         all_inclusive              circle.fill
    ipad                                         tablet_mac
    iphone                                       phone_iphone
    iphone.circle                                phone_iphone               circle
    iphone.circle.fill                           phone_iphone               circle.fill
    italic                                       format_italic
    key                                          key
    key.fill                                     key
    key.horizontal                               key
    key.horizontal.fill                          key
    keyboard                                     keyboard
    keyboard.chevron.compact.down                keyboard_hide
    keyboard.chevron.compact.down.fill           keyboard_hide
    keyboard.fill                                keyboard
    ladybug                                      bug_report
    ladybug.circle                               bug_report                 circle
    ladybug.circle.fill                          bug_report                 circle.fill
    ladybug.fill                                 bug_report
    laptopcomputer                               laptop_mac
    largecircle.fill.circle                      radio_button_checked
    leaf                                         eco
    leaf.circle                                  eco                        circle
    leaf.circle.fill                             eco                        circle.fill
    leaf.fill                                    eco
    lightbulb                                    lightbulb_outline
    lightbulb.circle                             lightbulb_outline          circle
    lightbulb.circle.fill                        lightbulb                  circle.fill
    lightbulb.fill                               lightbulb
    line.3.horizontal                            menu
    line.3.horizontal.circle                     menu                       circle
    line.3.horizontal.circle.fill                menu                       circle.fill
    line.3.horizontal.decrease                   filter_list
    line.3.horizontal.decrease.circle            filter_list                circle
    line.3.horizontal.decrease.circle.fill       filter_list                circle.fill
    line.horizontal.3                            menu
    line.horizontal.3.circle                     menu                       circle
    line.horizontal.3.circle.fill                menu                       circle.fill
    line.horizontal.3.decrease                   filter_list
    line.horizontal.3.decrease.circle            filter_list                circle
    line.horizontal.3.decrease.circle.fill       filter_list                circle.fill
    link                                         link
    link.circle                                  link                       circle
    link.circle.fill                             link                       circle.fill
    list.bullet                                  format_list_bulleted
    list.bullet.circle                           format_list_bulleted       circle
    list.bullet.circle.fill                      format_list_bulleted       circle.fill
    list.bullet.rectangle                        list_alt
    list.bullet.rectangle.fill                   list_alt
    list.dash                                    list
    list.number                                  format_list_numbered
    location.circle                              near_me                    circle
    location.circle.fill                         near_me                    circle.fill
    location.fill                                near_me
    location.north                               navigation
    location.north.circle                        navigation                 circle
    location.north.circle.fill                   navigation                 circle.fill
    location.north.fill                          navigation
    location.slash                               near_me_disabled
    location.slash.circle                        near_me_disabled           circle
    location.slash.circle.fill                   near_me_disabled           circle.fill
    location.slash.fill                          near_me_disabled
    location.square                              near_me                    square
    location.square.fill                         near_me                    square.fill
    lock.circle                                  lock_outline               circle
    lock.circle.fill                             lock                       circle.fill
    lock.fill                                    lock
    lock.open                                    lock_open
    lock.open.fill                               lock_open
    lock.square                                  lock_outline               square
    lock.square.fill                             lock                       square.fill
    magnifyingglass.circle                       search                     circle
    magnifyingglass.circle.fill                  search                     circle.fill
    map.circle                                   map                        circle
    map.circle.fill                              map                        circle.fill
    map.fill                                     map
    mappin                                       location_on
    mappin.and.ellipse                           pin_drop
    mappin.and.ellipse.circle                    pin_drop                   circle
    mappin.and.ellipse.circle.fill               pin_drop                   circle.fill
    mappin.circle                                location_on                circle
    mappin.circle.fill                           location_on                circle.fill
    mappin.slash                                 location_off
    mappin.slash.circle                          location_off               circle
    mappin.slash.circle.fill                     location_off               circle.fill
    mappin.square                                location_on                square
    mappin.square.fill                           location_on                square.fill
    medal                                        military_tech
    medal.fill                                   military_tech
    megaphone                                    campaign
    megaphone.fill                               campaign
    message.circle                               chat_bubble_outline        circle
    message.circle.fill                          chat_bubble                circle.fill
    message.fill                                 chat_bubble
    mic                                          mic_none
    mic.circle                                   mic_none                   circle
    mic.circle.fill                              mic                        circle.fill
    mic.fill                                     mic
    mic.slash                                    mic_off
    mic.slash.circle                             mic_off                    circle
    mic.slash.circle.fill                        mic_off                    circle.fill
    mic.slash.fill                               mic_off
    mic.square                                   mic_none                   square
    mic.square.fill                              mic                        square.fill
    microwave                                    microwave
    microwave.fill                               microwave
    minus.circle.fill                            do_not_disturb_on
    minus.magnifyingglass                        zoom_out
    minus.square                                 remove                     square
    minus.square.fill                            indeterminate_check_box
    moon.circle                                  dark_mode                  circle
    moon.circle.fill                             bedtime                    circle.fill
    mountain.2                                   landscape
    mountain.2.circle                            landscape                  circle
    mountain.2.circle.fill                       landscape                  circle.fill
    mountain.2.fill                              landscape
    multiply                                     close
    multiply.circle                              close                      circle
    multiply.circle.fill                         close                      circle.fill
    multiply.square                              close                      square
    multiply.square.fill                         close                      square.fill
    music.mic                                    mic_external_on
    music.note                                   music_note
    music.note.list                              queue_music
    network                                      lan
    newspaper                                    newspaper
    newspaper.circle                             newspaper                  circle
    newspaper.circle.fill                        newspaper                  circle.fill
    newspaper.fill                               newspaper
    nosign                                       block
    note.text                                    sticky_note_2
    number                                       tag
    number.circle                                tag                        circle
    number.circle.fill                           tag                        circle.fill
    number.square                                tag                        square
    number.square.fill                           tag                        square.fill
    opticaldisc                                  album
    opticaldisc.fill                             album
    option                                       keyboard_option_key
    paintbrush                                   brush
    paintbrush.fill                              brush
    paintpalette                                 palette
    paintpalette.fill                            palette
    paperclip                                    attach_file
    paperclip.circle                             attach_file                circle
    paperclip.circle.fill                        attach_file                circle.fill
    paperplane.circle                            send                       circle
    paperplane.circle.fill                       send                       circle.fill
    parkingsign                                  local_parking
    parkingsign.circle                           local_parking              circle
    parkingsign.circle.fill                      local_parking              circle.fill
    party.popper                                 celebration
    party.popper.fill                            celebration
    pause                                        pause
    pause.circle                                 pause_circle_outline
    pause.circle.fill                            pause_circle_filled
    pawprint                                     pets
    pawprint.circle                              pets                       circle
    pawprint.circle.fill                         pets                       circle.fill
    pawprint.fill                                pets
    pencil                                       edit
    pencil.circle                                edit                       circle
    pencil.circle.fill                           edit                       circle.fill
    pencil.slash                                 edit_off
    pentagon                                     pentagon
    pentagon.fill                                pentagon
    percent                                      percent
    person.2                                     people_outline
    person.2.circle                              people_outline             circle
    person.2.circle.fill                         people                     circle.fill
    person.2.fill                                people
    person.3                                     groups
    person.3.fill                                groups
    person.and.person                            people_outline
    person.and.person.fill                       people
    person.badge.minus                           person_remove
    person.badge.minus.fill                      person_remove
    person.badge.plus                            person_add
    person.badge.plus.fill                       person_add
    person.circle.fill                           account_circle
    person.crop.circle                           person_outline             circle
    person.crop.circle.fill                      account_circle
    person.crop.square                           person_outline             square
    person.crop.square.fill                      account_box
    person.fill.badge.minus                      person_remove
    person.fill.badge.plus                       person_add
    person.text.rectangle                        badge
    person.text.rectangle.fill                   badge
    personalhotspot                              wifi_tethering
    personalhotspot.circle                       wifi_tethering             circle
    personalhotspot.circle.fill                  wifi_tethering             circle.fill
    phone.arrow.right                            phone_forwarded
    phone.arrow.right.fill                       phone_forwarded
    phone.circle                                 call                       circle
    phone.circle.fill                            call                       circle.fill
    phone.down                                   call_end
    phone.down.circle                            call_end                   circle
    phone.down.circle.fill                       call_end                   circle.fill
    phone.down.fill                              call_end
    phone.fill                                   call
    phone.fill.arrow.right                       phone_forwarded
    photo.badge.plus                             add_photo_alternate
    photo.badge.plus.fill                        add_photo_alternate
    photo.circle                                 image                      circle
    photo.circle.fill                            image                      circle.fill
    photo.fill                                   image
    photo.fill.on.rectangle.fill                 photo_library
    photo.on.rectangle                           photo_library
    photo.on.rectangle.fill                      photo_library
    photo.stack                                  collections
    photo.stack.fill                             collections
    pianokeys                                    piano
    pin                                          push_pin
    pin.circle                                   push_pin                   circle
    pin.circle.fill                              push_pin                   circle.fill
    pin.fill                                     push_pin
    pin.square                                   push_pin                   square
    pin.square.fill                              push_pin                   square.fill
    play                                         play_arrow
    play.circle                                  play_circle_outline
    play.circle.fill                             play_circle_filled
    play.rectangle                               ondemand_video
    play.rectangle.fill                          ondemand_video
    play.square                                  play_arrow                 square
    play.square.fill                             play_arrow                 square.fill
    plus.app                                     add_box
    plus.app.fill                                add_box
    plus.bubble                                  add_comment
    plus.bubble.fill                             add_comment
    plus.magnifyingglass                         zoom_in
    plus.square                                  add                        square
    plus.square.fill                             add_box
    plus.square.on.square                        library_add
    power                                        power_settings_new
    power.circle                                 power_settings_new         circle
    power.circle.fill                            power_settings_new         circle.fill
    powerplug                                    power
    powerplug.fill                               power
    printer                                      print
    printer.fill                                 print
    puzzlepiece                                  extension
    puzzlepiece.fill                             extension
    qrcode                                       qr_code
    qrcode.viewfinder                            qr_code_scanner
    questionmark                                 question_mark
    questionmark.circle                          help_outline
    questionmark.circle.fill                     help
    quote.closing                                format_quote
    radio                                        radio
    radio.fill                                   radio
    record.circle                                radio_button_checked
    recordingtape                                voicemail
    recordingtape.circle                         voicemail                  circle
    recordingtape.circle.fill                    voicemail                  circle.fill
    rectangle                                    rectangle
    rectangle.fill                               rectangle
    rectangle.grid.1x2                           view_agenda
    rectangle.grid.1x2.fill                      view_agenda
    rectangle.grid.2x2                           grid_view
    rectangle.grid.2x2.fill                      grid_view
    rectangle.grid.3x2                           view_module
    rectangle.grid.3x2.fill                      view_module
    rectangle.on.rectangle                       filter_none
    rectangle.portrait.and.arrow.forward         logout
    rectangle.portrait.and.arrow.forward.fill    logout
    rectangle.portrait.and.arrow.right           logout
    rectangle.portrait.and.arrow.right.fill      logout
    rectangle.split.3x1                          view_column
    rectangle.split.3x1.fill                     view_column
    repeat                                       repeat
    repeat.1                                     repeat_one
    repeat.1.circle                              repeat_one                 circle
    repeat.1.circle.fill                         repeat_one                 circle.fill
    repeat.circle                                repeat                     circle
    repeat.circle.fill                           repeat                     circle.fill
    return                                       keyboard_return
    rotate.left                                  rotate_left
    rotate.left.fill                             rotate_left
    rotate.right                                 rotate_right
    rotate.right.fill                            rotate_right
    rublesign                                    currency_ruble
    rublesign.circle                             currency_ruble             circle
    rublesign.circle.fill                        currency_ruble             circle.fill
    rublesign.square                             currency_ruble             square
    rublesign.square.fill                        currency_ruble             square.fill
    ruler                                        straighten
    ruler.fill                                   straighten
    safari                                       explore
    safari.fill                                  explore
    sailboat                                     sailing
    sailboat.circle                              sailing                    circle
    sailboat.circle.fill                         sailing                    circle.fill
    sailboat.fill                                sailing
    scanner                                      scanner
    scanner.fill                                 scanner
    scissors                                     content_cut
    scissors.circle                              content_cut                circle
    scissors.circle.fill                         content_cut                circle.fill
    scooter                                      electric_scooter
    scope                                        gps_fixed
    scribble                                     gesture
    sdcard                                       sd_card
    sdcard.fill                                  sd_card
    server.rack                                  dns
    shield                                       shield
    shield.fill                                  shield
    shower                                       shower
    shower.fill                                  shower
    shuffle                                      shuffle
    shuffle.circle                               shuffle                    circle
    shuffle.circle.fill                          shuffle                    circle.fill
    signpost.right                               signpost
    signpost.right.circle                        signpost                   circle
    signpost.right.circle.fill                   signpost                   circle.fill
    signpost.right.fill                          signpost
    slider.horizontal.3                          tune
    smiley                                       sentiment_satisfied
    smiley.fill                                  mood
    snow                                         ac_unit
    snowflake                                    ac_unit
    snowflake.circle                             ac_unit                    circle
    snowflake.circle.fill                        ac_unit                    circle.fill
    soccerball                                   sports_soccer
    soccerball.circle                            sports_soccer              circle
    soccerball.circle.fill                       sports_soccer              circle.fill
    sofa                                         weekend
    sofa.fill                                    weekend
    space                                        space_bar
    sparkles                                     auto_awesome
    speaker                                      volume_mute
    speaker.1                                    volume_down
    speaker.1.fill                               volume_down
    speaker.2                                    volume_up
    speaker.2.fill                               volume_up
    speaker.3                                    volume_up
    speaker.3.fill                               volume_up
    speaker.circle                               volume_mute                circle
    speaker.circle.fill                          volume_mute                circle.fill
    speaker.fill                                 volume_mute
    speaker.slash                                volume_off
    speaker.slash.circle                         volume_off                 circle
    speaker.slash.circle.fill                    volume_off                 circle.fill
    speaker.slash.fill                           volume_off
    speaker.square                               volume_mute                square
    speaker.square.fill                          volume_mute                square.fill
    speaker.wave.1                               volume_down
    speaker.wave.1.fill                          volume_down
    speaker.wave.2                               volume_up
    speaker.wave.2.circle                        volume_up                  circle
    speaker.wave.2.circle.fill                   volume_up                  circle.fill
    speaker.wave.2.fill                          volume_up
    speaker.wave.3                               volume_up
    speaker.wave.3.fill                          volume_up
    speedometer                                  speed
    square                                       -                          square
    square.3.layers.3d                           layers
    square.3.stack.3d                            layers
    square.and.arrow.down                        save_alt
    square.and.arrow.up.circle                   ios_share                  circle
    square.and.arrow.up.circle.fill              ios_share                  circle.fill
    square.and.arrow.up.fill                     ios_share
    square.fill                                  -                          square.fill
    square.fill.on.square.fill                   filter_none
    square.grid.2x2                              grid_view
    square.grid.2x2.fill                         grid_view
    square.grid.3x3                              apps
    square.grid.3x3.fill                         apps
    square.grid.3x3.fill.square                  apps                       square
    square.grid.3x3.square                       apps                       square
    square.on.square                             filter_none
    square.on.square.fill                        filter_none
    square.stack.3d.up                           layers
    square.stack.3d.up.fill                      layers
    stairs                                       stairs
    star.circle                                  star_border                circle
    star.circle.fill                             stars
    star.leadinghalf.fill                        star_half
    star.leadinghalf.filled                      star_half
    star.lefthalf.fill                           star_half
    star.square                                  star_border                square
    star.square.fill                             star                       square.fill
    sterlingsign                                 currency_pound
    sterlingsign.circle                          currency_pound             circle
    sterlingsign.circle.fill                     currency_pound             circle.fill
    sterlingsign.square                          currency_pound             square
    sterlingsign.square.fill                     currency_pound             square.fill
    stop                                         -                          square
    stop.circle.fill                             stop_circle
    stop.fill                                    stop
    stopwatch                                    timer
    stopwatch.fill                               timer
    storefront                                   storefront
    storefront.circle                            storefront                 circle
    storefront.circle.fill                       storefront                 circle.fill
    storefront.fill                              storefront
    strikethrough                                format_strikethrough
    suitcase.rolling                             luggage
    suitcase.rolling.fill                        luggage
    sum                                          functions
    sun.max                                      light_mode
    sun.max.circle                               light_mode                 circle
    sun.max.circle.fill                          wb_sunny                   circle.fill
    sun.max.fill                                 wb_sunny
    syringe                                      vaccines
    syringe.fill                                 vaccines
    table                                        table_chart
    table.fill                                   table_chart
    tablecells                                   table_chart
    tablecells.fill                              table_chart
    tag                                          sell
    tag.circle                                   sell                       circle
    tag.circle.fill                              sell                       circle.fill
    tag.fill                                     sell
    tag.square                                   sell                       square
    tag.square.fill                              sell                       square.fill
    takeoutbag.and.cup.and.straw                 fastfood
    takeoutbag.and.cup.and.straw.fill            fastfood
    tennis.racket                                sports_tennis
    tennis.racket.circle                         sports_tennis              circle
    tennis.racket.circle.fill                    sports_tennis              circle.fill
    terminal                                     terminal
    terminal.fill                                terminal
    text.aligncenter                             format_align_center
    text.alignleft                               format_align_left
    text.alignright                              format_align_right
    text.badge.checkmark                         playlist_add_check
    text.badge.plus                              playlist_add
    text.badge.xmark                             playlist_remove
    text.bubble                                  chat
    text.bubble.fill                             chat
    text.chevron.left                            format_indent_decrease
    text.chevron.right                           format_indent_increase
    text.justify                                 format_align_justify
    textformat                                   text_fields
    textformat.123                               123
    textformat.abc                               abc
    textformat.size                              format_size
    theatermasks                                 theater_comedy
    theatermasks.circle                          theater_comedy             circle
    theatermasks.circle.fill                     theater_comedy             circle.fill
    theatermasks.fill                            theater_comedy
    thermometer                                  thermostat
    thermometer.medium                           thermostat
    ticket                                       confirmation_number
    ticket.fill                                  confirmation_number
    tornado                                      tornado
    tornado.circle                               tornado                    circle
    tornado.circle.fill                          tornado                    circle.fill
    touchid                                      fingerprint
    tram                                         train
    tram.circle                                  train                      circle
    tram.circle.fill                             train                      circle.fill
    tram.fill                                    train
    trash.circle                                 delete_outline             circle
    trash.circle.fill                            delete                     circle.fill
    trash.fill                                   delete
    trash.square                                 delete_outline             square
    trash.square.fill                            delete                     square.fill
    tray.and.arrow.down                          move_to_inbox
    tray.and.arrow.down.fill                     move_to_inbox
    tray.and.arrow.up                            outbox
    tray.and.arrow.up.fill                       outbox
    tray.circle                                  inbox                      circle
    tray.circle.fill                             inbox                      circle.fill
    tree                                         park
    tree.circle                                  park                       circle
    tree.circle.fill                             park                       circle.fill
    tree.fill                                    park
    triangle                                     change_history
    triangle.circle                              change_history             circle
    triangle.circle.fill                         change_history             circle.fill
    triangle.fill                                change_history
    trophy                                       emoji_events
    trophy.circle                                emoji_events               circle
    trophy.circle.fill                           emoji_events               circle.fill
    trophy.fill                                  emoji_events
    truck.box                                    local_shipping
    truck.box.fill                               local_shipping
    turkishlirasign                              currency_lira
    turkishlirasign.circle                       currency_lira              circle
    turkishlirasign.circle.fill                  currency_lira              circle.fill
    turkishlirasign.square                       currency_lira              square
    turkishlirasign.square.fill                  currency_lira              square.fill
    tv                                           tv
    tv.circle                                    tv                         circle
    tv.circle.fill                               tv                         circle.fill
    tv.fill                                      tv
    umbrella                                     umbrella
    umbrella.fill                                umbrella
    underline                                    format_underlined
    video                                        videocam
    video.badge.plus                             video_call
    video.badge.plus.fill                        video_call
    video.circle                                 videocam                   circle
    video.circle.fill                            videocam                   circle.fill
    video.fill                                   videocam
    video.fill.badge.plus                        video_call
    video.slash                                  videocam_off
    video.slash.circle                           videocam_off               circle
    video.slash.circle.fill                      videocam_off               circle.fill
    video.slash.fill                             videocam_off
    video.square                                 videocam                   square
    video.square.fill                            videocam                   square.fill
    volleyball                                   sports_volleyball
    volleyball.circle                            sports_volleyball          circle
    volleyball.circle.fill                       sports_volleyball          circle.fill
    volleyball.fill                              sports_volleyball
    volume                                       volume_mute
    volume.fill                                  volume_mute
    volume.slash                                 volume_off
    volume.slash.fill                            volume_off
    wand.and.stars                               auto_fix_high
    water.waves                                  waves
    waveform                                     graphic_eq
    waveform.circle                              graphic_eq                 circle
    waveform.circle.fill                         graphic_eq                 circle.fill
    wifi.circle                                  wifi                       circle
    wifi.circle.fill                             wifi                       circle.fill
    wifi.exclamationmark                         signal_wifi_bad
    wifi.router                                  router
    wifi.router.fill                             router
    wifi.slash                                   wifi_off
    wifi.square                                  wifi                       square
    wifi.square.fill                             wifi                       square.fill
    wind                                         air
    wind.circle                                  air                        circle
    wind.circle.fill                             air                        circle.fill
    wineglass                                    wine_bar
    wineglass.fill                               wine_bar
    wrench                                       build
    wrench.adjustable                            build
    wrench.adjustable.fill                       build
    wrench.and.screwdriver                       handyman
    wrench.and.screwdriver.fill                  handyman
    wrench.fill                                  build
    xmark.app                                    disabled_by_default
    xmark.app.fill                               disabled_by_default
    xmark.bin                                    delete_forever
    xmark.bin.fill                               delete_forever
    xmark.octagon                                dangerous
    xmark.octagon.fill                           dangerous
    xmark.shield                                 gpp_bad
    xmark.shield.fill                            gpp_bad
    xmark.square                                 close                      square
    xmark.square.fill                            disabled_by_default
    yensign                                      currency_yen
    yensign.circle                               currency_yen               circle
    yensign.circle.fill                          currency_yen               circle.fill
    yensign.square                               currency_yen               square
    yensign.square.fill                          currency_yen               square.fill
    """

  static let codepoints = """
    123                          eb8d
    abc                          eb94
    ac_unit                      eb3b
    access_time                  e192
    access_time_filled           efd6
    accessibility_new            e92c
    accessible                   e914
    account_balance              e84f
    account_box                  e851
    account_circle               e853
    add                          e145
    add_box                      e146
    add_comment                  e266
    add_photo_alternate          e43e
    add_shopping_cart            e854
    air                          efd8
    airplay                      e055
    alarm                        e855
    album                        e019
    all_inclusive                eb3d
    alternate_email              e0e6
    announcement                 e85a
    apartment                    ea40
    apps                         e5c3
    archive                      e149
    arrow_back                   e5c4
    arrow_downward               e5db
    arrow_drop_down              e5c5
    arrow_drop_up                e5c7
    arrow_forward                e5c8
    arrow_left                   e5de
    arrow_right                  e5df
    arrow_upward                 e5d8
    attach_file                  e226
    attach_money                 e227
    auto_awesome                 e65f
    auto_fix_high                e663
    autorenew                    e863
    back_hand                    e764
    backspace                    e14a
    badge                        ea67
    bar_chart                    e26b
    bathtub                      ea41
    battery_0_bar                ebdc
    battery_2_bar                ebe0
    battery_3_bar                ebdd
    battery_5_bar                ebd4
    battery_charging_full        e1a3
    battery_full                 e1a4
    beach_access                 eb3e
    bed                          efdf
    bedtime                      ef44
    block                        e14b
    bolt                         ea0b
    book                         e865
    bookmark                     e866
    bookmark_border              e867
    brush                        e3ae
    bug_report                   e868
    build                        e869
    cake                         e7e9
    calendar_month               ebcc
    calendar_today               e935
    call                         e0b0
    call_end                     e0b1
    call_merge                   e0b3
    call_split                   e0b6
    camera                       e3af
    campaign                     ef49
    card_giftcard                e8f6
    casino                       eb40
    celebration                  ea65
    cell_tower                   ebba
    chair                        efed
    change_history               e86b
    chat                         e0b7
    chat_bubble                  e0ca
    chat_bubble_outline          e0cb
    check                        e5ca
    check_box                    e834
    checklist                    e6b1
    checkroom                    f19e
    chevron_left                 e5cb
    chevron_right                e5cc
    close                        e5cd
    close_fullscreen             f1cf
    cloud                        e2bd
    cloud_download               e2c0
    cloud_off                    e2c1
    cloud_queue                  e2c2
    cloud_upload                 e2c3
    cloudy_snowing               e810
    code                         e86f
    collections                  e3b6
    colorize                     e3b8
    confirmation_number          e638
    content_copy                 e14d
    content_cut                  e14e
    content_paste                e14f
    create_new_folder            e2cc
    credit_card                  e870
    crop                         e3be
    crop_rotate                  e437
    currency_bitcoin             ebc5
    currency_franc               eafa
    currency_lira                eaef
    currency_pound               eaf1
    currency_ruble               eaec
    currency_rupee               eaf7
    currency_yen                 eafb
    cyclone                      ebd5
    dangerous                    e99a
    dark_mode                    e51c
    delete                       e872
    delete_forever               e92b
    delete_outline               e92e
    description                  e873
    desktop_mac                  e30b
    dialpad                      e0bc
    directions                   e52e
    directions_bike              e52f
    directions_boat              e532
    directions_bus               e530
    directions_car               e531
    directions_run               e566
    directions_walk              e536
    disabled_by_default          f230
    dns                          e875
    do_not_disturb_on            e644
    do_not_touch                 f1b0
    document_scanner             e5fa
    domain                       e7ee
    door_front                   effd
    download                     f090
    drafts                       e151
    earbuds                      f003
    eco                          ea35
    edit                         e3c9
    edit_off                     e950
    eject                        e8fb
    electric_car                 eb1c
    electric_scooter             eb1f
    emoji_events                 ea23
    emoji_people                 ea1d
    error                        e000
    error_outline                e001
    euro                         ea15
    expand_less                  e5ce
    expand_more                  e5cf
    explore                      e87a
    extension                    e87b
    fast_forward                 e01f
    fast_rewind                  e020
    fastfood                     e57a
    favorite                     e87d
    favorite_border              e87e
    file_copy                    e173
    filter_list                  e152
    filter_none                  e3e0
    find_in_page                 e880
    fingerprint                  e90d
    fireplace                    ea43
    fitness_center               eb43
    flag                         e153
    flag_circle                  eaf8
    flash_off                    e3e6
    flashlight_off               f00a
    flashlight_on                f00b
    flight                       e539
    flight_land                  e904
    flight_takeoff               e905
    flip_camera_ios              ea38
    folder                       e2c7
    folder_open                  e2c8
    folder_shared                e2c9
    format_align_center          e234
    format_align_justify         e235
    format_align_left            e236
    format_align_right           e237
    format_bold                  e238
    format_indent_decrease       e23d
    format_indent_increase       e23e
    format_italic                e23f
    format_list_bulleted         e241
    format_list_numbered         e242
    format_quote                 e244
    format_size                  e245
    format_strikethrough         e246
    format_underlined            e249
    forum                        e0bf
    forward                      e154
    forward_10                   e056
    forward_30                   e057
    forward_5                    e058
    functions                    e24a
    gesture                      e155
    gpp_bad                      f012
    gpp_maybe                    f014
    gps_fixed                    e1b3
    graphic_eq                   e1b8
    grid_3x3                     f015
    grid_view                    e9b0
    groups                       f233
    handyman                     f10b
    hardware                     ea59
    headphones                   f01f
    healing                      e3f3
    hearing                      e023
    help                         e887
    help_outline                 e8fd
    hexagon                      eb39
    hiking                       e50a
    history                      e889
    home                         e88a
    hourglass_empty              e88b
    image                        e3f4
    inbox                        e156
    indeterminate_check_box      e909
    insert_drive_file            e24d
    ios_share                    e6b8
    key                          e73c
    keyboard                     e312
    keyboard_capslock            e318
    keyboard_command_key         eae7
    keyboard_control_key         eae6
    keyboard_double_arrow_left   eac3
    keyboard_double_arrow_right  eac9
    keyboard_hide                e31a
    keyboard_option_key          eae8
    keyboard_return              e31b
    keyboard_tab                 e31c
    lan                          eb2f
    landscape                    e3f7
    laptop_mac                   e320
    layers                       e53b
    library_add                  e02e
    library_books                e02f
    light_mode                   e518
    lightbulb                    e0f0
    lightbulb_outline            e90f
    link                         e157
    list                         e896
    list_alt                     e0ee
    local_cafe                   e541
    local_fire_department        ef55
    local_gas_station            e546
    local_parking                e54f
    local_shipping               e558
    location_off                 e0c7
    location_on                  e0c8
    lock                         e897
    lock_open                    e898
    lock_outline                 e899
    logout                       e9ba
    luggage                      f235
    mail                         e158
    mail_outline                 e0e1
    man                          e4eb
    map                          e55b
    mark_email_unread            f18a
    medical_services             f109
    meeting_room                 eb4f
    memory                       e322
    menu                         e5d2
    menu_book                    ea19
    mic                          e029
    mic_external_on              ef5a
    mic_none                     e02a
    mic_off                      e02b
    microwave                    f204
    military_tech                ea3f
    mode_comment                 e253
    monetization_on              e263
    money                        e57d
    monitor                      ef5b
    mood                         e7f2
    more_horiz                   e5d3
    mouse                        e323
    move_to_inbox                e168
    movie                        e02c
    music_note                   e405
    navigation                   e55d
    near_me                      e569
    near_me_disabled             f1ef
    newspaper                    eb81
    north_east                   f1e1
    north_west                   f1e2
    note_add                     e89c
    notifications                e7f4
    notifications_none           e7f5
    notifications_off            e7f6
    ondemand_video               e63a
    open_in_full                 f1ce
    open_in_new                  e89e
    outbox                       ef5f
    outlined_flag                e16e
    palette                      e40a
    pan_tool_alt                 ebb9
    park                         ea63
    pause                        e034
    pause_circle_filled          e035
    pause_circle_outline         e036
    pentagon                     eb50
    people                       e7fb
    people_outline               e7fc
    percent                      eb58
    person_add                   e7fe
    person_outline               e7ff
    person_remove                ef66
    pets                         e91d
    phone_forwarded              e61c
    phone_iphone                 e325
    photo_camera                 e412
    photo_library                e413
    piano                        e521
    pie_chart                    e6c4
    pie_chart_outline            f044
    pin_drop                     e55e
    play_arrow                   e037
    play_circle_filled           e038
    play_circle_outline          e039
    playlist_add                 e03b
    playlist_add_check           e065
    playlist_remove              eb80
    pool                         eb48
    power                        e63c
    power_settings_new           e8ac
    print                        e8ad
    priority_high                e645
    psychology                   ea4a
    public                       e80b
    push_pin                     f10d
    qr_code                      ef6b
    qr_code_scanner              f206
    question_mark                eb8b
    queue_music                  e03d
    radio                        e03e
    radio_button_checked         e837
    rectangle                    eb54
    recycling                    e760
    refresh                      e5d5
    remove                       e15b
    remove_shopping_cart         e928
    repeat                       e040
    repeat_one                   e041
    replay                       e042
    replay_10                    e059
    replay_30                    e05a
    replay_5                     e05b
    reply                        e15e
    reply_all                    e15f
    report                       e160
    report_gmailerrorred         f052
    restaurant                   e56c
    restore_from_trash           e938
    rotate_left                  e419
    rotate_right                 e41a
    router                       e328
    rss_feed                     e0e5
    sailing                      e502
    save_alt                     e171
    scanner                      e329
    school                       e80c
    science                      ea4b
    sd_card                      e623
    search                       e8b6
    sell                         f05b
    send                         e163
    sentiment_satisfied          e813
    settings                     e8b8
    shield                       e9e0
    shopping_bag                 f1cc
    shopping_basket              e8cb
    shopping_cart                e8cc
    shower                       f061
    shuffle                      e043
    signal_cellular_alt          e202
    signal_wifi_bad              f063
    signpost                     eb91
    skip_next                    e044
    skip_previous                e045
    south_east                   f1e4
    south_west                   f1e5
    space_bar                    e256
    speaker                      e32d
    speed                        e9e4
    sports_baseball              ea51
    sports_basketball            ea26
    sports_esports               ea28
    sports_football              ea29
    sports_soccer                ea2f
    sports_tennis                ea32
    sports_volleyball            ea31
    stairs                       f1a9
    star                         e838
    star_border                  e83a
    star_half                    e839
    stars                        e8d0
    sticky_note_2                f1fc
    stop                         e047
    stop_circle                  ef71
    storefront                   ea12
    straighten                   e41c
    subdirectory_arrow_left      e5d9
    subdirectory_arrow_right     e5da
    swap_horiz                   e8d4
    swap_vert                    e8d5
    sync                         e627
    table_chart                  e265
    tablet_mac                   e331
    tag                          e9ef
    terminal                     eb8e
    text_fields                  e262
    textsms                      e0d8
    theater_comedy               ea66
    thermostat                   f076
    thumb_down                   e8db
    thumb_down_off_alt           e9f2
    thumb_up                     e8dc
    thumb_up_off_alt             e9f3
    thunderstorm                 ebdb
    timer                        e425
    tornado                      e199
    touch_app                    e913
    train                        e570
    trending_down                e8e3
    trending_up                  e8e5
    tune                         e429
    turn_left                    eba6
    turn_right                   ebab
    tv                           e333
    umbrella                     f1ad
    unfold_more                  e5d7
    upload                       f09b
    vaccines                     e138
    verified                     ef76
    verified_user                e8e8
    video_call                   e070
    videocam                     e04b
    videocam_off                 e04c
    view_agenda                  e8e9
    view_column                  e8ec
    view_module                  e8f0
    visibility                   e8f4
    visibility_off               e8f5
    voicemail                    e0d9
    volume_down                  e04d
    volume_mute                  e04e
    volume_off                   e04f
    volume_up                    e050
    warning                      e002
    watch                        e334
    water_drop                   e798
    waves                        e176
    waving_hand                  e766
    wb_sunny                     e430
    wc                           e63d
    weekend                      e16b
    wifi                         e63e
    wifi_off                     e648
    wifi_tethering               e1e2
    wine_bar                     f1e8
    work                         e8f9
    work_outline                 e943
    zoom_in                      e8ff
    zoom_out                     e900
    """
}
