package com.minutemart.mongo;

import java.lang.reflect.Field;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import de.bwaldvogel.mongo.backend.AbstractMongoCollection;

/**
 * mongo-java-server keeps a collection's indexes in a plain ArrayList (a private final field) and iterates
 * it from many places: inserts, updates and removes under the collection's monitor, but also count with a
 * filter, collStats/dbStats, validate and the $indexStats and $merge stages outside it. An index added or
 * dropped meanwhile (a new collection's _id index while dbStats walks the database, say) made such an
 * iteration throw ConcurrentModificationException, which the driver reports as "Unknown error: null".
 * The list changes a handful of times in a collection's life and is read on every operation, so a
 * copy-on-write list fits: each iteration sees one consistent snapshot and never throws. The library
 * offers no hook to choose the list, hence the field swap.
 */
final class IndexLists {
    private IndexLists() {}

    private static final Field INDEXES;

    static {
        try {
            INDEXES = AbstractMongoCollection.class.getDeclaredField("indexes");
            INDEXES.setAccessible(true);
        } catch (NoSuchFieldException e) {
            // A library upgrade renamed the field: fail at start, not with a race in a week.
            throw new ExceptionInInitializerError("mongo-java-server changed AbstractMongoCollection.indexes: " + e);
        }
    }

    /** Call from the collection's constructor, before the collection is shared with any other thread. */
    static void makeConcurrent(AbstractMongoCollection<?> collection) {
        try {
            List<?> current = (List<?>) INDEXES.get(collection);
            INDEXES.set(collection, new CopyOnWriteArrayList<>(current));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot replace the index list of " + collection, e);
        }
    }
}
