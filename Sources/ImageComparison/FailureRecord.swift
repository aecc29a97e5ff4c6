/// What a failed image comparison leaves beside its images (as `failure.json`), for
/// `offscreen report` to show: the test, the numbers, and the image files' names.
public struct FailureRecord: Codable, Hashable, Sendable {
  /// The test's name, as the test framework gives it, or nil when it could not be told.
  public var test: String?
  /// The snapshot's name within the test, when it has one.
  public var snapshot: String?
  public var referenceWidth: Int
  public var referenceHeight: Int
  public var actualWidth: Int
  public var actualHeight: Int
  public var differingPixels: Int
  public var pixelCount: Int
  public var largestDeltaE: Double
  /// x, y, width, height of the changed area; nil when the sizes differ or nothing fails.
  public var boundingBox: [Int]?
  public var precision: Double
  public var perceptualPrecision: Double
  /// The one-line summary, as in the failure message.
  public var summary: String
  /// The test run that wrote the record; a run removes the records of earlier runs.
  public var run: String?
  /// The reference image's path, where recording would write the actual image.
  public var reference: String?
  /// The path of the actual image, byte for byte what recording would write.
  public var actual: String?
  /// The source file of the test that failed, and the test's line in it.
  public var file: String?
  public var line: Int?

  /// The image files' names in the failure's folder.
  public static let referenceFile = "reference.png"
  public static let actualFile = "actual.png"
  public static let differenceFile = "difference.png"
  public static let recordFile = "failure.json"

  public init(test: String?, snapshot: String? = nil, difference: ImageDifference) {
    self.test = test
    self.snapshot = snapshot
    referenceWidth = difference.referenceSize.width
    referenceHeight = difference.referenceSize.height
    actualWidth = difference.actualSize.width
    actualHeight = difference.actualSize.height
    differingPixels = difference.differingPixels
    pixelCount = difference.pixelCount
    largestDeltaE = difference.largestDeltaE
    boundingBox =
      difference.sizesMatch
      ? difference.boundingBox.map { [$0.x, $0.y, $0.width, $0.height] } : nil
    precision = difference.options.precision
    perceptualPrecision = difference.options.perceptualPrecision
    summary = difference.description
  }
}
