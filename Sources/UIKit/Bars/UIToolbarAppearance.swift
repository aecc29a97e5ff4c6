/// How a toolbar looks: its background and hairline.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}
