package com.minutemart.mongo;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

import org.h2.mvstore.MVStore;

/**
 * Every write the H2 backend acknowledges is in the data file first (ADR 0014).
 *
 * The store is opened with H2's own auto-commit off: its background writer committed once a second on its
 * own schedule, after the answer had gone out, so a write acknowledged in that second was lost when the
 * process died. Here a write command commits before it answers. A commit is a snapshot of the whole store,
 * so it waits for the writes in flight to finish (they hold {@link #whileWriting} shared): a crash then
 * leaves whole commands in the file, never a document without its index entry. Writers that finish together
 * share one commit; the others find nothing left to write.
 *
 * commit() hands the chunk to the operating system before it returns, which outlives the process. An
 * fsync is paid only when the client asks for a journaled write (writeConcern j or fsync).
 */
final class StoreCommits {

    /** Stands in for H2's background housekeeping, which is off with its auto-commit. */
    private static final long HOUSEKEEPING_SECONDS = 1;
    /** Rewrite chunks whose live share fell below this percentage, so freed space can be reused. */
    private static final int TARGET_FILL_RATE = 80;
    private static final int REWRITE_BYTES = 1 << 20;

    private final MVStore store;
    private final ReentrantReadWriteLock gate = new ReentrantReadWriteLock();
    private final ScheduledExecutorService housekeeping = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "mvstore-housekeeping");
        t.setDaemon(true);
        return t;
    });

    static MVStore open(String fileName) {
        return new MVStore.Builder()
            .fileName(fileName)
            .autoCommitDisabled()
            // No commit from inside a large write either: only a commit below ever writes a chunk.
            .autoCommitBufferSize(0)
            .open();
    }

    StoreCommits(MVStore store) {
        this.store = store;
        housekeeping.scheduleWithFixedDelay(this::houseKeep, HOUSEKEEPING_SECONDS, HOUSEKEEPING_SECONDS, TimeUnit.SECONDS);
    }

    <T> T whileWriting(Supplier<T> write) {
        Lock shared = gate.readLock();
        shared.lock();
        try {
            return write.get();
        } finally {
            shared.unlock();
        }
    }

    /** Call after a write and before answering it. */
    void commit(boolean sync) {
        Lock exclusive = gate.writeLock();
        exclusive.lock();
        try {
            store.commit();
            if (sync) {
                store.sync();
            }
        } finally {
            exclusive.unlock();
        }
    }

    private void houseKeep() {
        Lock exclusive = gate.writeLock();
        exclusive.lock();
        try {
            if (!store.isClosed()) {
                store.compact(TARGET_FILL_RATE, REWRITE_BYTES);
                store.commit();
            }
        } catch (RuntimeException e) {
            System.err.println("[mongo-launcher] MVStore housekeeping failed: " + e);
        } finally {
            exclusive.unlock();
        }
    }

    /** Stops housekeeping, waits for the writes in flight, then closes the store (which commits what is left). */
    void shutDown(Runnable closeStore) {
        housekeeping.shutdownNow();
        Lock exclusive = gate.writeLock();
        exclusive.lock();
        try {
            closeStore.run();
        } finally {
            exclusive.unlock();
        }
    }
}
