package homeledger.storagerules;

import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firestore.v1.Document;
import com.google.firestore.v1.Value;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Turns the Firestore document that firebase-tools fetched for a {@code firestore.get} into the
 * value the rules see: {@code {data, id, __name__}}, the shape the Firestore emulator's own
 * EntityToExpressionValueConverter gives a document (same value kinds, same keys).
 */
final class FirestoreDocuments {
  private FirestoreDocuments() {}

  /** {@code json} is the Firestore REST form of a document: {@code {name, fields}}. */
  static ExpressionValue toResource(String json) throws InvalidProtocolBufferException {
    Document.Builder doc = Document.newBuilder();
    JsonFormat.parser().ignoringUnknownFields().merge(json, doc);
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    for (Map.Entry<String, Value> field : doc.getFieldsMap().entrySet()) {
      data.putFields(field.getKey(), toValue(field.getValue()));
    }
    ExpressionMapValue.Builder resource =
        ExpressionMapValue.newBuilder()
            .putFields("data", ExpressionValue.newBuilder().setMapValue(data).build());
    List<String> segments = pathSegments(doc.getName());
    if (!segments.isEmpty()) {
      resource.putFields("__name__", ExpressionValueUtils.segmentsToPathExpressions(segments));
      resource.putFields(
          "id", ExpressionValueUtils.createValue((Object) segments.get(segments.size() - 1)));
    }
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  /**
   * {@code projects/p/databases/(default)/documents/a/b} → {@code [databases, (default),
   * documents, a, b]}: rules paths start at the database, as in {@code firestore.get(/databases/…)}.
   */
  static List<String> pathSegments(String name) {
    if (name == null || name.isEmpty()) return List.of();
    List<String> parts = Arrays.asList(name.split("/"));
    int start = parts.indexOf("databases");
    return start < 0 ? parts : parts.subList(start, parts.size());
  }

  static ExpressionValue toValue(Value value) {
    switch (value.getValueTypeCase()) {
      case NULL_VALUE:
        return ExpressionValueUtils.NULL;
      case BOOLEAN_VALUE:
        return ExpressionValueUtils.createValue(value.getBooleanValue());
      case INTEGER_VALUE:
        return ExpressionValueUtils.createValue(value.getIntegerValue());
      case DOUBLE_VALUE:
        return ExpressionValueUtils.createValue(value.getDoubleValue());
      case TIMESTAMP_VALUE:
        return ExpressionValue.newBuilder().setTimestampValue(value.getTimestampValue()).build();
      case STRING_VALUE:
        return ExpressionValueUtils.createValue((Object) value.getStringValue());
      case BYTES_VALUE:
        return ExpressionValue.newBuilder().setBytesValue(value.getBytesValue()).build();
      case REFERENCE_VALUE:
        return ExpressionValueUtils.segmentsToPathExpressions(
            pathSegments(value.getReferenceValue()));
      case GEO_POINT_VALUE:
        return ExpressionValue.newBuilder().setLatlngValue(value.getGeoPointValue()).build();
      case ARRAY_VALUE:
        {
          ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
          for (Value item : value.getArrayValue().getValuesList()) list.addValues(toValue(item));
          return ExpressionValue.newBuilder().setListValue(list).build();
        }
      case MAP_VALUE:
        {
          ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
          for (Map.Entry<String, Value> e : value.getMapValue().getFieldsMap().entrySet()) {
            map.putFields(e.getKey(), toValue(e.getValue()));
          }
          return ExpressionValue.newBuilder().setMapValue(map).build();
        }
      default:
        throw new IllegalArgumentException(
            "Firestore value of kind " + value.getValueTypeCase() + " has no rules value");
    }
  }
}
