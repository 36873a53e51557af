/// The row of column names a list puts above its rows.
public enum ColumnHeader {
  /// Below this many rows the header would cost more rows than it explains.
  public static let minimumHeight = 12
}
