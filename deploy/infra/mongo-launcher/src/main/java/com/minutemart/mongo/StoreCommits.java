package com.minutemart.mongo;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

import org.h2.mvstore.MVStore;
import org.h2.mvstore.MVStoreTool;

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
 * fsync is paid at once only when the client asks for a journaled write (writeConcern j or fsync);
 * otherwise the file is synced once a second after writes, for a crash of the whole machine.
 *
 * A commit per write writes a chunk per write. H2 keeps a dead chunk's space from reuse for 45 s (for disks
 * that reorder writes), which at a seed's write rate grew the file by hundreds of megabytes; with the
 * periodic sync a few seconds are enough. A clean stop compacts the file fully.
 */
final class StoreCommits {

    /** Stands in for H2's background housekeeping, which is off with its auto-commit. */
    private static final long HOUSEKEEPING_SECONDS = 1;
    /** Rewrite chunks whose live share fell below this percentage, so freed space can be reused. */
    private static final int TARGET_FILL_RATE = 80;
    private static final int REWRITE_BYTES = 1 << 20;
    private static final int RETENTION_MS = 2_000;

    private final MVStore store;
    private final ReentrantReadWriteLock gate = new ReentrantReadWriteLock();
    private final AtomicBoolean unsynced = new AtomicBoolean();
    private final ScheduledExecutorService housekeeping = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "mvstore-housekeeping");
        t.setDaemon(true);
        return t;
    });

    static MVStore open(String fileName) {
        // A full compaction cut short by a kill leaves a temporary file beside the intact store.
        MVStoreTool.compactCleanUp(fileName);
        MVStore store = new MVStore.Builder()
            .fileName(fileName)
            .autoCommitDisabled()
            // No commit from inside a large write either: only a commit below ever writes a chunk.
            .autoCommitBufferSize(0)
            .open();
        store.setRetentionTime(RETENTION_MS);
        return store;
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
            } else {
                unsynced.set(true);
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
        // Outside the gate: writers need not wait for the disk.
        try {
            if (unsynced.getAndSet(false) && !store.isClosed()) {
                store.sync();
            }
        } catch (RuntimeException e) {
            System.err.println("[mongo-launcher] MVStore sync failed: " + e);
        }
    }

    /**
     * Stops housekeeping, waits for the writes in flight, then commits what is left, compacts and closes the
     * store; closeBackend runs after (the library's own close finds the store closed already).
     */
    void shutDown(Runnable closeBackend) {
        // Never interrupt it: an interrupt during file I/O closes the store's FileChannel under it.
        housekeeping.shutdown();
        try {
            housekeeping.awaitTermination(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Lock exclusive = gate.writeLock();
        exclusive.lock();
        try {
            // -1: rewrite the live data into a fresh file that replaces this one (atomically), so the
            // space bursts of small commits took is given back at each clean stop.
            store.close(-1);
            closeBackend.run();
        } finally {
            exclusive.unlock();
        }
    }
}
