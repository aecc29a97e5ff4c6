extension UIButton {
  /// The kinds of button ``UIButton/init(type:)`` makes.
  public enum ButtonType: Int, Sendable {
    /// No system styling: white titles, images as they are.
    case custom = 0
    /// The standard button: titles and template images in the tint colour.
    case system = 1
    /// A button that shows an ⓘ in the tint colour, for details.
    case detailDisclosure = 2
    /// An ⓘ info button.
    case infoLight = 3
    /// An ⓘ info button.
    case infoDark = 4
    /// A ⊕ button for adding a contact.
    case contactAdd = 5
    /// A plain button without the system's highlight.
    case plain = 6
    /// A ✕ in a grey circle, for dismissing.
    case close = 7

    /// The same as `.system`.
    public static let roundedRect = ButtonType.system
  }
}
