package com.minutemart.mongo;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;

/**
 * Local MongoDB stand-in for Minutemart development.
 *
 * Configuration (environment):
 *   MONGO_HOST      bind address, default 127.0.0.1
 *   MONGO_PORT      default 27017
 *   MONGO_PERSIST   "1" = H2 (MVStore) file backend at MONGO_DATA_FILE; anything else = in-memory
 *   MONGO_DATA_FILE default ./minutemart.mv
 *   MONGO_WIRE_VERSION  maxWireVersion reported by isMaster (default 9 = MongoDB 4.4, the minimum
 *                   the Node driver 7 used by mongoose 9 accepts; mongo-java-server's own enum tops out at 8)
 */
public final class Launcher {

    /** Reports a server version the Node driver accepts; the command set is still mongo-java-server's. */
    record ReportedVersion(List<Integer> versionArray, int wireVersion) implements MongoVersion {
        @Override
        public List<Integer> getVersionArray() {
            return versionArray;
        }

        @Override
        public int getWireVersion() {
            return wireVersion;
        }
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value.trim();
    }

    public static void main(String[] args) throws Exception {
        String host = env("MONGO_HOST", "127.0.0.1");
        int port = Integer.parseInt(env("MONGO_PORT", "27017"));
        boolean persist = "1".equals(env("MONGO_PERSIST", "0"));
        int wire = Integer.parseInt(env("MONGO_WIRE_VERSION", "9"));

        final MongoBackend backend;
        final String mode;
        if (persist) {
            Path file = Path.of(env("MONGO_DATA_FILE", "minutemart.mv")).toAbsolutePath();
            Files.createDirectories(file.getParent());
            backend = SafeBackends.h2(file.toString());
            mode = "h2 file " + file;
        } else {
            backend = SafeBackends.memory();
            mode = "in-memory";
        }
        backend.version(new ReportedVersion(List.of(4, 4, 0), wire));

        MongoServer server = new MongoServer(backend);
        server.bind(host, port);
        System.out.println("[mongo-launcher] listening on " + host + ":" + port + " (" + mode + ", maxWireVersion " + wire + ")");

        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("[mongo-launcher] shutting down");
            server.shutdownNow(); // closes the backend; the H2 backend commits its MVStore on close
        }, "shutdown"));

        Thread.currentThread().join();
    }
}
