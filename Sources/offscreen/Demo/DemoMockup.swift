/// The built-in demo: the iOS Settings screen of `Examples/Settings.yaml`, carried in the
/// binary so that `offscreen demo` needs no file (a test keeps the two the same).
enum DemoMockup {
  static let settings = #"""
    # The iOS Settings screen of ../../shared/bench/mockup/settings.html, as a mockup:
    # offscreen render Examples/Settings.yaml -o settings.png   (1170×2532 on an iPhone 13)
    canvas:
      device: iPhone13

    components:
      # One row of a grouped list: a coloured icon, a title, an optional detail, and a chevron
      # or a switch.
      Row:
        parameters:
          title:
          color: systemBlue
          detail: ""
          first: false          # the first row of a group has no separator above it
          chevron: true
          switch: false
          switchColor: "#E9E9EB"  # the off track; "#34C759" when on
          knobInset: 2            # 22 when on
        view:
          class: UIView
          constraints:
            - height == 44
            - H:|-16-[icon(29)]-14-[title]
            - H:|-59-[separator]|
            - V:|[separator(0.5)]
            - icon.height == 29
            - icon.centerY == self.centerY
            - title.centerY == self.centerY
            - detail.centerY == self.centerY
            - detail.leading >= title.trailing + 8
            - chevron.centerY == self.centerY
            - chevron.trailing == self.trailing - 16
            - toggle.centerY == self.centerY
            - toggle.trailing == self.trailing - 16
            - detail.trailing == self.trailing - 36 @750
            - detail.trailing <= toggle.leading - 8
          subviews:
            - {class: UIView, id: separator, backgroundColor: "#C6C6C8", isHidden: "${first}"}
            - {class: UIView, id: icon, backgroundColor: "${color}", layer.cornerRadius: 7}
            - {class: UILabel, id: title, text: "${title}", font: {size: 15}}
            - {class: UILabel, id: detail, text: "${detail}", font: {size: 15}, textColor: "#8A8A8E"}
            - class: UILabel
              id: chevron
              text: "›"
              font: {size: 22, weight: semibold}
              textColor: "#C4C4C7"
              isHidden: "${switch}"
            - component: Switch
              id: toggle
              arguments: {color: "${switchColor}", knobInset: "${knobInset}", hidden: "${chevron}"}

      # A UISwitch's look: a 51×31 track with a white 27-point knob.
      Switch:
        parameters: {color: "#E9E9EB", knobInset: 2, hidden: false}
        view:
          class: UIView
          isHidden: "${hidden}"
          backgroundColor: "${color}"
          layer.cornerRadius: 15.5
          constraints:
            - width == 51
            - height == 31
            - V:|-2-[knob(27)]
            - knob.width == 27
            - knob.leading == self.leading + ${knobInset}
          subviews:
            - class: UIView
              id: knob
              backgroundColor: white
              layer.cornerRadius: 13.5
              layer.shadowOpacity: 0.15
              layer.shadowOffset: [0, 3]
              layer.shadowRadius: 8

    view:
      class: UIView
      backgroundColor: systemGroupedBackground
      constraints:
        - title.leading == safeArea.leading + 16
        - title.bottom == safeArea.top + 88
        - H:|-16-[groups]-16-|
        - groups.top == title.bottom + 26
      subviews:
        - {class: UILabel, id: title, text: Settings, font: {size: 30, weight: bold}}
        - class: UIStackView
          id: groups
          axis: vertical
          spacing: 18
          arrangedSubviews:
            - class: UIStackView
              axis: vertical
              backgroundColor: secondarySystemGroupedBackground
              layer.cornerRadius: 10
              clipsToBounds: true
              arrangedSubviews:
                - component: Row
                  arguments:
                    {title: Airplane Mode, color: "#FF9500", first: true, chevron: false, switch: true}
                - component: Row
                  arguments: {title: Wi-Fi, color: "#007AFF", detail: Home-5G}
                - component: Row
                  arguments: {title: Bluetooth, color: "#007AFF", detail: "On"}
                - component: Row
                  arguments: {title: Mobile Data, color: "#34C759"}
            - class: UIStackView
              axis: vertical
              backgroundColor: secondarySystemGroupedBackground
              layer.cornerRadius: 10
              clipsToBounds: true
              arrangedSubviews:
                - component: Row
                  arguments: {title: Notifications, color: "#FF3B30", first: true}
                - component: Row
                  arguments: {title: Sounds & Haptics, color: "#FF2D55"}
                - component: Row
                  arguments: {title: Focus, color: "#5856D6"}
                - component: Row
                  arguments: {title: Screen Time, color: "#5856D6"}
            - class: UIStackView
              axis: vertical
              backgroundColor: secondarySystemGroupedBackground
              layer.cornerRadius: 10
              clipsToBounds: true
              arrangedSubviews:
                - component: Row
                  arguments: {title: General, color: "#8E8E93", first: true}
                - component: Row
                  arguments: {title: Display & Brightness, color: "#007AFF"}
                - component: Row
                  arguments:
                    title: Battery Saver
                    color: "#34C759"
                    chevron: false
                    switch: true
                    switchColor: "#34C759"
                    knobInset: 22
                - component: Row
                  arguments:
                    title: Dark Mode
                    color: "#FF9500"
                    detail: Automatic
                    chevron: false
                    switch: true
                    switchColor: "#34C759"
                    knobInset: 22
    """#
}
