/// What a picker needs from an item: the text it is filtered by and shown as, and an optional
/// colour drawn as a swatch beside it (a label's colour). The app conforms its own types.
public protocol Pickable: Identifiable, Sendable where ID: Sendable {
  var pickerTitle: String { get }
  /// A secondary text, dimmed after the title when there is room (a label's description).
  var pickerDetail: String? { get }
  var pickerSwatch: Color? { get }
}

extension Pickable {
  public var pickerDetail: String? { nil }
  public var pickerSwatch: Color? { nil }
}
