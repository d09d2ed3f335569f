package com.minutemart.mongo;

import java.util.function.Supplier;

import org.h2.mvstore.MVMap;
import org.h2.mvstore.MVStore;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryCollection;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.oplog.Oplog;
import de.bwaldvogel.mongo.wire.message.MongoQuery;
import io.netty.channel.Channel;

/**
 * mongo-java-server's two backends, made safe for the concurrency a service's start produces: mongoose
 * fires `create` (autoCreate) and `createIndexes` (autoIndex) on several pooled connections while the
 * service's first reads and writes run on others. Three layers, each closing what the one above leaves:
 * <ul>
 * <li>{@link CommandLocks}: a schema change (create, drop, index build, database drop, rename) runs alone.</li>
 * <li>Databases take their own monitor for explicit create, drop and move too, not only for the implicit
 * create the library already synchronizes; collections take theirs to add or drop an index, so an index is
 * built over a document set no insert changes meanwhile.</li>
 * <li>{@link IndexLists}: the index list is safe to iterate from the paths that run outside any monitor.</li>
 * </ul>
 * Both backends get all three; the H2 one also commits before it answers a write ({@link StoreCommits}).
 */
final class SafeBackends {
    private SafeBackends() {}

    static MemoryBackend memory() {
        return new SafeMemoryBackend();
    }

    private static final class SafeMemoryBackend extends MemoryBackend {
        private final CommandLocks locks = new CommandLocks();

        @Override
        public MemoryDatabase openOrCreateDatabase(String databaseName) {
            return new SafeMemoryDatabase(databaseName, getCursorRegistry());
        }

        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            return locks.run(CommandLocks.classify(command, query), () -> super.handleCommand(channel, database, command, query));
        }

        @Override
        public QueryResult handleQuery(MongoQuery query) {
            return locks.run(CommandLocks.Kind.READ, () -> super.handleQuery(query));
        }
    }

    private static final class SafeMemoryDatabase extends MemoryDatabase {
        SafeMemoryDatabase(String databaseName, CursorRegistry cursors) {
            super(databaseName, cursors);
        }

        @Override
        protected MemoryCollection openOrCreateCollection(String collectionName, CollectionOptions options) {
            return new SafeMemoryCollection(this, collectionName, options, cursorRegistry);
        }

        @Override
        public synchronized MongoCollection<Integer> createCollectionOrThrowIfExists(String name, CollectionOptions options) {
            return super.createCollectionOrThrowIfExists(name, options);
        }

        @Override
        public synchronized void dropCollection(String name, Oplog oplog) {
            super.dropCollection(name, oplog);
        }

        @Override
        public synchronized void moveCollection(MongoDatabase oldDatabase, MongoCollection<?> collection, String newCollectionName) {
            super.moveCollection(oldDatabase, collection, newCollectionName);
        }
    }

    private static final class SafeMemoryCollection extends MemoryCollection {
        SafeMemoryCollection(MongoDatabase database, String name, CollectionOptions options, CursorRegistry cursors) {
            super(database, name, options, cursors);
            IndexLists.makeConcurrent(this);
        }

        @Override
        public synchronized void addIndex(Index<Integer> index) {
            super.addIndex(index);
        }

        @Override
        public synchronized void dropIndex(String indexName) {
            super.dropIndex(indexName);
        }
    }

    /**
     * The one store of this process. H2Backend's constructor, and H2Database's in turn, already open the
     * stored databases and collections through the overrides below, before a subclass could have assigned
     * a field of its own, so those overrides read it from here.
     */
    private static volatile MVStore store;

    static synchronized H2Backend h2(String fileName) {
        if (store != null) {
            throw new IllegalStateException("one H2 backend per process");
        }
        store = StoreCommits.open(fileName);
        return new SafeH2Backend(store);
    }

    private static final class SafeH2Backend extends H2Backend {
        private final CommandLocks locks = new CommandLocks();
        private final StoreCommits commits;

        SafeH2Backend(MVStore mvStore) {
            super(mvStore);
            commits = new StoreCommits(mvStore);
        }

        @Override
        protected MongoDatabase openOrCreateDatabase(String databaseName) {
            return new SafeH2Database(databaseName, store, getCursorRegistry());
        }

        @Override
        public Document handleCommand(Channel channel, String database, String command, Document query) {
            CommandLocks.Kind kind = CommandLocks.classify(command, query);
            Supplier<Document> run = () -> super.handleCommand(channel, database, command, query);
            if (kind == CommandLocks.Kind.READ) {
                return locks.run(kind, run);
            }
            try {
                return locks.run(kind, () -> commits.whileWriting(run));
            } finally {
                // Also after a failed write: what it changed before failing is visible, so it is kept too.
                commits.commit(wantsJournal(query));
            }
        }

        @Override
        public QueryResult handleQuery(MongoQuery query) {
            return locks.run(CommandLocks.Kind.READ, () -> super.handleQuery(query));
        }

        @Override
        public void close() {
            commits.shutDown(super::close);
        }

        private static boolean wantsJournal(Document query) {
            Object writeConcern = query.get("writeConcern");
            return writeConcern instanceof Document wc && (isTrue(wc.get("j")) || isTrue(wc.get("fsync")));
        }

        private static boolean isTrue(Object value) {
            return value instanceof Boolean b ? b : value instanceof Number n && n.doubleValue() != 0;
        }
    }

    private static final class SafeH2Database extends H2Database {
        private static final String DATA_PREFIX = "databases.";
        private static final String META_PREFIX = "meta.";

        SafeH2Database(String databaseName, MVStore mvStore, CursorRegistry cursorRegistry) {
            super(databaseName, mvStore, cursorRegistry);
        }

        /** H2Database's own, with the map names its drop and move remove and rename. */
        @Override
        protected MongoCollection<Object> openOrCreateCollection(String collectionName, CollectionOptions options) {
            String fullName = getFullCollectionNamespace(collectionName);
            MVMap<Object, Document> dataMap = store.openMap(DATA_PREFIX + fullName);
            MVMap<String, Object> metaMap = store.openMap(META_PREFIX + fullName);
            return new SafeH2Collection(this, collectionName, options, dataMap, metaMap, cursorRegistry);
        }

        @Override
        public synchronized MongoCollection<Object> createCollectionOrThrowIfExists(String name, CollectionOptions options) {
            return super.createCollectionOrThrowIfExists(name, options);
        }

        @Override
        public synchronized void dropCollection(String name, Oplog oplog) {
            super.dropCollection(name, oplog);
        }

        @Override
        public synchronized void moveCollection(MongoDatabase oldDatabase, MongoCollection<?> collection, String newCollectionName) {
            super.moveCollection(oldDatabase, collection, newCollectionName);
        }
    }

    private static final class SafeH2Collection extends H2Collection {
        SafeH2Collection(MongoDatabase database, String name, CollectionOptions options,
                         MVMap<Object, Document> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursors) {
            super(database, name, options, dataMap, metaMap, cursors);
            IndexLists.makeConcurrent(this);
        }

        @Override
        public synchronized void addIndex(Index<Object> index) {
            super.addIndex(index);
        }

        @Override
        public synchronized void dropIndex(String indexName) {
            super.dropIndex(indexName);
        }
    }
}
