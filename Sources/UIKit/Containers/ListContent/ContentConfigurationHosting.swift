/// Shows `configuration` in `container`: in `current` when it supports it, else in a new
/// content view made by the configuration (replacing `current`). Returns the view showing it,
/// nil when there is no configuration. What cells and headers share.
@MainActor
func hostContentConfiguration(
  _ configuration: (any UIContentConfiguration)?, in container: UIView,
  replacing current: (any UIView & UIContentView)?
) -> (any UIView & UIContentView)? {
  guard let configuration else {
    current?.removeFromSuperview()
    return nil
  }
  if let current, current.supports(configuration) {
    current.configuration = configuration
    return current
  }
  current?.removeFromSuperview()
  let view = configuration.makeContentView()
  view.frame = container.bounds
  container.addSubview(view)
  return view
}
