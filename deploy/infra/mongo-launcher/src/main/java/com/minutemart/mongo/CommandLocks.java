package com.minutemart.mongo;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

import de.bwaldvogel.mongo.bson.Document;

/**
 * One backend-wide lock that runs commands changing what exists (collections, indexes, databases)
 * alone, and every other command alongside each other.
 *
 * mongo-java-server guards a collection's documents with the collection's monitor and a database's
 * collection map with the database's, but a schema change reaches across both: `createIndexes` builds
 * and registers an index under the database's monitor while inserts iterate the index list under the
 * collection's; `drop` tears a collection down while another connection's insert still holds it (in the
 * H2 backend that insert then writes to a removed map); `dropDatabase` removes a database that a
 * concurrent command re-creates halfway. Mongoose fires exactly these (autoCreate, autoIndex) on several
 * pooled connections while a service's first queries run. Schema changes are rare and quick here, so
 * running them exclusively costs little and closes the whole class of races rather than each one.
 */
final class CommandLocks {

    enum Kind {
        /** Reads nothing but documents and metadata; runs beside everything but a schema change. */
        READ,
        /** Changes documents; runs beside reads and other writes. */
        WRITE,
        /** Creates, drops or renames a collection, index or database; runs alone. */
        SCHEMA
    }

    private static final Set<String> SCHEMA_COMMANDS = Set.of(
        "create", "createindexes", "drop", "dropindexes", "dropdatabase", "renamecollection", "collmod");

    /** Commands known to change nothing; anything not listed counts as a write, the safe side. */
    private static final Set<String> READ_COMMANDS = Set.of(
        "find", "getmore", "count", "distinct", "listcollections", "listindexes", "listdatabases",
        "ismaster", "hello", "ping", "buildinfo", "serverstatus", "dbstats", "collstats", "validate",
        "getlasterror", "reseterror", "getlog", "whatsmyuri", "connectionstatus", "hostinfo", "getcmdlineopts",
        "getfreemonitoringstatus", "replsetgetstatus", "endsessions", "killcursors", "explain", "getparameter",
        "saslstart", "saslcontinue", "currentop");

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();

    static Kind classify(String command, Document query) {
        String name = command.toLowerCase(Locale.ROOT);
        if (name.equals("aggregate")) {
            // $out and $merge create, replace or fill another collection from inside the pipeline.
            return writesCollection(query.get("pipeline")) ? Kind.SCHEMA : Kind.READ;
        }
        if (SCHEMA_COMMANDS.contains(name)) {
            return Kind.SCHEMA;
        }
        return READ_COMMANDS.contains(name) ? Kind.READ : Kind.WRITE;
    }

    private static boolean writesCollection(Object pipeline) {
        if (!(pipeline instanceof List<?> stages)) {
            return false;
        }
        for (Object stage : stages) {
            if (stage instanceof Document doc && (doc.containsKey("$out") || doc.containsKey("$merge"))) {
                return true;
            }
        }
        return false;
    }

    <T> T run(Kind kind, Supplier<T> body) {
        Lock held = kind == Kind.SCHEMA ? lock.writeLock() : lock.readLock();
        held.lock();
        try {
            return body.get();
        } finally {
            held.unlock();
        }
    }
}
