package homeledger.storagerules;

import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.util.JsonFormat;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The Cloud Storage rules runtime that firebase-tools' Storage emulator talks to
 * (lib/emulator/storage/rules/runtime.js), built on the Firebase rules engine inside the gcloud
 * Firestore emulator jar: its compiler, its evaluator and its {@code firebase.storage} service.
 * This class only speaks the protocol (JSON lines on stdin/stdout) and converts values; it
 * decides nothing itself. See ../README.md.
 */
public final class StorageRulesRuntime {
  private static final Pattern PLAIN_SEGMENT = Pattern.compile("[A-Za-z0-9._~()!$&'*+,;=:@-]+");

  private final PrintStream out;
  private final Map<String, RulesetAst> rulesets = new ConcurrentHashMap<>();
  /** Verify requests waiting for the answer to a data call, by request id. */
  private final Map<Long, Verification> waitingForData = new ConcurrentHashMap<>();

  StorageRulesRuntime(PrintStream out) {
    this.out = out;
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    // stdout carries the protocol alone: anything a library prints goes to stderr.
    PrintStream protocol =
        new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
    System.setOut(System.err);
    new StorageRulesRuntime(protocol)
        .serve(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
  }

  void serve(BufferedReader in) throws IOException {
    // firebase-tools waits for the message with id -1 before it sends anything.
    JsonObject ready = new JsonObject();
    ready.addProperty("id", -1);
    ready.addProperty("status", "ok");
    send(ready);
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      try {
        handle(JsonParser.parseString(line).getAsJsonObject());
      } catch (RuntimeException e) {
        System.err.println("storage rules runtime: cannot handle " + line + ": " + e);
      }
    }
  }

  void handle(JsonObject message) {
    long id = message.get("id").getAsLong();
    if (!message.has("action")) {
      // The answer to a data call (firebase-tools sends it with the verify request's id).
      Verification waiting = waitingForData.remove(id);
      if (waiting == null) throw new IllegalStateException("no data call is waiting for " + id);
      waiting.onData(message);
      return;
    }
    JsonObject context = message.getAsJsonObject("context");
    switch (message.get("action").getAsString()) {
      case "load_ruleset" -> send(loadRuleset(id, context));
      case "verify" -> verify(id, context);
      default -> send(errorReply(id, "unknown action " + message.get("action")));
    }
  }

  // ---- load_ruleset ---------------------------------------------------------------------

  JsonObject loadRuleset(long id, JsonObject context) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement f : context.getAsJsonObject("source").getAsJsonArray("files")) {
      JsonObject file = f.getAsJsonObject();
      source.addFiles(
          File.newBuilder()
              .setName(file.get("name").getAsString())
              .setContent(file.get("content").getAsString()));
    }
    // Cloud Storage takes cross-service rules (firestore.get/exists) and the ternary operator.
    FirebaseRulesLangOptions options =
        FirebaseRulesLangOptions.builder()
            .allowCrossServiceRules(true)
            .allowTernaryOperator(true)
            .build();
    CompileResult compiled = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    for (Issue issue : compiled.getIssues()) {
      (issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings).add(describe(issue));
    }
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    reply.add("errors", errors);
    reply.add("warnings", warnings);
    if (!compiled.hasCompilationError()) {
      RulesetAst ast = compiled.getRulesetAst();
      rulesets.put(context.get("rulesetName").getAsString(), ast);
      JsonObject result = new JsonObject();
      result.addProperty("rulesVersion", ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1);
      reply.add("result", result);
    }
    return reply;
  }

  /** An issue as firebase-tools' rules manager reads it (description_, sourcePosition_). */
  static String describe(Issue issue) {
    SourcePosition at = issue.getSourcePosition();
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", at.getFileName());
    position.addProperty("line_", at.getLine());
    position.addProperty("column_", at.getColumn());
    JsonObject json = new JsonObject();
    json.addProperty("description_", issue.getDescription());
    json.addProperty("severity_", issue.getSeverity().name());
    json.add("sourcePosition_", position);
    return json.toString();
  }

  // ---- verify ---------------------------------------------------------------------------

  void verify(long id, JsonObject context) {
    RulesetAst ast = rulesets.get(context.get("rulesetName").getAsString());
    if (ast == null) {
      send(errorReply(id, "no ruleset named " + context.get("rulesetName")));
      return;
    }
    Verification verification;
    AuthRuleEvaluator.RuleContext ruleContext;
    try {
      JsonObject variables = context.getAsJsonObject("variables");
      verification =
          new Verification(
              id,
              pathValue(context.get("path").getAsString()),
              expressionValue(variables.get("request")).getMapValue(),
              expressionValue(variables.get("resource")));
      ruleContext = ruleContext(method(context, verification), verification);
    } catch (InvalidProtocolBufferException | IllegalArgumentException e) {
      send(errorReply(id, "bad verify request: " + e.getMessage()));
      return;
    }
    ListenableFuture<EvaluationResult> result =
        new DefaultEvaluator(ast, ImmutableList.of(), EvaluationRestrictions.builder().build())
            .evaluate(ruleContext);
    Futures.addCallback(
        result,
        new FutureCallback<EvaluationResult>() {
          @Override
          public void onSuccess(EvaluationResult r) {
            JsonObject reply = new JsonObject();
            reply.addProperty("id", id);
            reply.addProperty("status", "ok");
            JsonObject permit = new JsonObject();
            permit.addProperty("permit", r.permit());
            reply.add("result", permit);
            reply.add("errors", new JsonArray());
            reply.add("warnings", new JsonArray());
            verification.finish(reply);
          }

          @Override
          public void onFailure(Throwable t) {
            // An evaluation error denies, as in production; firebase-tools logs the reason.
            verification.finish(errorReply(id, "rules evaluation failed: " + t));
          }
        },
        MoreExecutors.directExecutor());
  }

  /**
   * The rules method. firebase-tools asks "create" for every upload and passes the object being
   * replaced as {@code resource}; in Cloud Storage a write over an existing object is an update
   * (create is for new objects only), so that is what the rules are asked.
   */
  static String method(JsonObject context, Verification v) {
    String method = context.get("method").getAsString();
    boolean exists = !ExpressionValueUtils.isNull(v.resource);
    return method.equals("create") && exists ? "update" : method;
  }

  /** The engine's own converter for the method: it binds request, resource and functions. */
  static AuthRuleEvaluator.RuleContext ruleContext(String method, Verification v) {
    return switch (method) {
      case "get" -> FirebaseStorageGetContextConverter.convert(v);
      case "list" -> FirebaseStorageListContextConverter.convert(v);
      case "create" -> FirebaseStorageCreateContextConverter.convert(v);
      case "update" -> FirebaseStorageUpdateContextConverter.convert(v);
      case "delete" -> FirebaseStorageDeleteContextConverter.convert(v);
      default -> throw new IllegalArgumentException("unknown method " + method);
    };
  }

  static ExpressionValue expressionValue(JsonElement json) throws InvalidProtocolBufferException {
    ExpressionValue.Builder value = ExpressionValue.newBuilder();
    if (json == null || json.isJsonNull()) return ExpressionValueUtils.NULL;
    JsonFormat.parser().merge(json.toString(), value);
    return value.build();
  }

  /** {@code /b/bucket/o/a/b} → the path value [b, bucket, o, a, b]. */
  static ExpressionPathValue pathValue(String path) {
    ExpressionPathValue.Builder value = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) {
        value.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
      }
    }
    return value.build();
  }

  /** A Firestore document path for firebase-tools' REST fetch, segments escaped if need be. */
  static String documentPath(List<String> segments) {
    StringBuilder path = new StringBuilder();
    for (String segment : segments) {
      path.append('/');
      path.append(
          PLAIN_SEGMENT.matcher(segment).matches()
              ? segment
              : java.net.URLEncoder.encode(segment, StandardCharsets.UTF_8).replace("+", "%20"));
    }
    return path.toString();
  }

  static JsonObject errorReply(long id, String error) {
    JsonObject reply = new JsonObject();
    reply.addProperty("id", id);
    reply.addProperty("status", "ok");
    JsonArray errors = new JsonArray();
    errors.add(error);
    reply.add("errors", errors);
    reply.add("warnings", new JsonArray());
    return reply;
  }

  synchronized void send(JsonObject message) {
    out.print(message + "\n");
    out.flush();
  }

  /**
   * One verify request: the variables of the storage service and its Firestore reads. firebase-
   * tools answers one data call at a time per request (it reuses the request's id), so calls queue
   * here, and the verdict waits until no call is outstanding. Within one request each document is
   * read once (a snapshot, as in production).
   */
  final class Verification
      implements FirebaseStorageService.FirebaseStorageGetContext,
          FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext,
          FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {
    private final long id;
    private final ExpressionPathValue path;
    private final ExpressionMapValue request;
    private final ExpressionValue resource;
    private final Map<String, SettableFuture<ExpressionValue>> reads = new HashMap<>();
    private final ArrayDeque<String> queued = new ArrayDeque<>();
    private String inFlight;
    private JsonObject verdict;

    Verification(
        long id, ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource) {
      this.id = id;
      this.path = path;
      this.request = request;
      this.resource = resource;
    }

    @Override
    public ExpressionPathValue path() {
      return path;
    }

    @Override
    public ExpressionMapValue request() {
      return request;
    }

    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resource);
    }

    @Override
    public ExpressionValue debug(ExpressionValue input) {
      System.err.println("debug: " + input);
      return input;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(
        ExpressionPathValue document, SourcePosition position) {
      return read(document, position, false);
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(
        ExpressionPathValue document, SourcePosition position) {
      return read(document, position, true);
    }

    /** The document (null when missing) or, for exists, whether there is one. */
    private ListenableFuture<ExpressionValue> read(
        ExpressionPathValue document, SourcePosition position, boolean exists) {
      String docPath;
      try {
        docPath = documentPath(ExpressionValueUtils.getPathSegments(position, document));
      } catch (Exception e) {
        return Futures.immediateFailedFuture(e);
      }
      ListenableFuture<ExpressionValue> doc = fetch(docPath);
      return exists
          ? Futures.transform(
              doc,
              d -> ExpressionValueUtils.createValue(!ExpressionValueUtils.isNull(d)),
              MoreExecutors.directExecutor())
          : doc;
    }

    private synchronized ListenableFuture<ExpressionValue> fetch(String docPath) {
      SettableFuture<ExpressionValue> known = reads.get(docPath);
      if (known != null) return known;
      SettableFuture<ExpressionValue> read = SettableFuture.create();
      reads.put(docPath, read);
      queued.add(docPath);
      sendNextDataCall();
      return read;
    }

    private void sendNextDataCall() {
      if (inFlight != null || verdict != null || queued.isEmpty()) return;
      inFlight = queued.poll();
      waitingForData.put(id, this);
      JsonObject call = new JsonObject();
      call.addProperty("server_request_id", id);
      call.addProperty("action", "fetch_firestore_document");
      call.addProperty("status", "ok");
      JsonObject context = new JsonObject();
      context.addProperty("path", inFlight);
      call.add("context", context);
      send(call);
    }

    void onData(JsonObject answer) {
      SettableFuture<ExpressionValue> read;
      JsonObject pendingVerdict;
      synchronized (this) {
        read = reads.get(inFlight);
        inFlight = null;
        pendingVerdict = verdict;
      }
      if (pendingVerdict != null) {
        // The evaluation ended without this read: the verdict was held back for it.
        send(pendingVerdict);
        return;
      }
      String status = answer.has("status") ? answer.get("status").getAsString() : "";
      try {
        switch (status) {
          case "ok" -> read.set(FirestoreDocuments.toResource(answer.get("result").toString()));
          case "not_found" -> read.set(ExpressionValueUtils.NULL);
          default -> read.setException(new IllegalStateException("Firestore read: " + answer));
        }
      } catch (InvalidProtocolBufferException | RuntimeException e) {
        read.setException(e);
      }
      synchronized (this) {
        sendNextDataCall();
      }
    }

    void finish(JsonObject reply) {
      synchronized (this) {
        verdict = reply;
        if (inFlight != null) return;
      }
      send(reply);
    }
  }
}
