package com.minutemart.mongo;

import org.h2.mvstore.MVStore;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryCollection;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;
import de.bwaldvogel.mongo.oplog.Oplog;

/**
 * mongo-java-server synchronizes implicit collection creation (insert/createIndexes) but not the explicit
 * `create` command, nor drops. Mongoose fires `create` (autoCreate) and `createIndexes` (autoIndex) concurrently
 * on several pooled connections, which races inside the H2 backend ("Document with key ... already existed in
 * system.namespaces"). These subclasses take the database monitor for those paths too.
 *
 * A collection's index list has the same gap: queries iterate it under the collection's monitor, but
 * `createIndexes` adds to it under the database's. A service's first query racing its own autoIndex on a
 * fresh database then fails with a ConcurrentModificationException, which the driver sees as "Unknown error:
 * null" and the service as a failed start. The in-memory collections below change their index list under
 * the collection's monitor as well.
 */
final class SafeBackends {
    private SafeBackends() {}

    static MemoryBackend memory() {
        return new MemoryBackend() {
            @Override
            public MemoryDatabase openOrCreateDatabase(String databaseName) {
                final CursorRegistry cursors = getCursorRegistry();
                return new MemoryDatabase(databaseName, cursors) {
                    @Override
                    protected MemoryCollection openOrCreateCollection(String collectionName, CollectionOptions options) {
                        return new IndexSafeMemoryCollection(this, collectionName, options, cursors);
                    }

                    @Override
                    public synchronized MongoCollection<Integer> createCollectionOrThrowIfExists(String name, CollectionOptions options) {
                        return super.createCollectionOrThrowIfExists(name, options);
                    }

                    @Override
                    public synchronized void dropCollection(String name, Oplog oplog) {
                        super.dropCollection(name, oplog);
                    }
                };
            }
        };
    }

    private static final class IndexSafeMemoryCollection extends MemoryCollection {
        IndexSafeMemoryCollection(MongoDatabase database, String name, CollectionOptions options, CursorRegistry cursors) {
            super(database, name, options, cursors);
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

    /** Set before the H2 backend's constructor runs, because that constructor already opens the stored databases. */
    private static MVStore store;

    static synchronized H2Backend h2(String fileName) {
        store = MVStore.open(fileName);
        return new SafeH2Backend(store);
    }

    private static final class SafeH2Backend extends H2Backend {
        SafeH2Backend(MVStore mvStore) {
            super(mvStore);
        }

        @Override
        protected MongoDatabase openOrCreateDatabase(String databaseName) {
            return new SafeH2Database(databaseName, store, getCursorRegistry());
        }
    }

    private static final class SafeH2Database extends H2Database {
        SafeH2Database(String databaseName, MVStore mvStore, CursorRegistry cursorRegistry) {
            super(databaseName, mvStore, cursorRegistry);
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
}
