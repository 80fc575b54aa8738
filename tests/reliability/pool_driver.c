/* Drives xlac's thread pool (xlac/runtime/parallel.c) through its lifecycle for
 * test_thread_pool.py. Mode "linked": loops, fork (the child builds its own pool), shutdown,
 * a loop after shutdown (serial). Mode "dlclose LIB": the runtime loaded with dlopen, a loop
 * on its workers, dlclose (its destructor joins the workers before the code is unmapped), and
 * a pause in which a worker left behind would crash the process. Mode "race": many short loops
 * with pauses of every length between them, so workers join late, wake after a loop was
 * closed or arrive at the next one, under caps of 1 to 4 threads or none (a worker turned away
 * by the cap must not run a chunk either); every loop must have written all of its indices when
 * it returns, each once. Exit 0 when all is right. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef void (*task_fn)(void *, int64_t, int64_t);
typedef void (*pfor_fn)(task_fn, void *, int64_t, int64_t);

static int64_t out[1 << 20];

static void fill(void *ctx, int64_t b, int64_t e) {
    int64_t k = *(int64_t *)ctx;
    for (int64_t i = b; i < e; i++) out[i] = i * k;
}

static int check(pfor_fn pfor, int64_t k) {
    memset(out, 0, sizeof out);
    pfor(fill, &k, 1 << 20, 1024);
    for (int64_t i = 0; i < (1 << 20); i++)
        if (out[i] != i * k) { fprintf(stderr, "wrong value at %lld\n", (long long)i); return 1; }
    return 0;
}

#ifndef DLCLOSE_ONLY
void xlac_parallel_for(task_fn, void *, int64_t, int64_t);
void xlac_parallel_for_capped(task_fn, void *, int64_t, int64_t, int64_t);
int xlac_num_threads(void);
void xlac_pool_shutdown(void);

static int linked(void) {
    if (xlac_num_threads() < 2) { fprintf(stderr, "expected a pool, got 1 thread\n"); return 1; }
    for (int64_t k = 1; k < 50; k++) if (check(xlac_parallel_for, k)) return 1;
    pid_t child = fork();
    if (child == 0) _exit(check(xlac_parallel_for, 7) || xlac_num_threads() < 2);
    int status = 0;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "forked child failed (status %d)\n", status);
        return 1;
    }
    xlac_pool_shutdown();
    xlac_pool_shutdown();  /* twice is harmless */
    if (xlac_num_threads() != 1) { fprintf(stderr, "pool still reports workers after shutdown\n"); return 1; }
    return check(xlac_parallel_for, 3);
}
#endif

static int unload(const char *lib) {
    for (int round = 0; round < 20; round++) {
        void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
        if (!h) { fprintf(stderr, "%s\n", dlerror()); return 1; }
        pfor_fn pfor = (pfor_fn)dlsym(h, "xlac_parallel_for");
        if (!pfor || check(pfor, round + 1)) return 1;
        if (dlclose(h) != 0) { fprintf(stderr, "dlclose failed\n"); return 1; }
        struct timespec pause = {0, 20 * 1000 * 1000};
        nanosleep(&pause, NULL);  /* a worker left in the unmapped code would fault here */
    }
    return 0;
}

#ifndef DLCLOSE_ONLY
static int64_t hits[4096];

static void count(void *ctx, int64_t b, int64_t e) {
    int64_t k = *(int64_t *)ctx;
    for (int64_t i = b; i < e; i++) hits[i] += k;  /* a chunk is one thread's: plain adds */
}

static int race(void) {
    uint64_t seed = 12345;
    for (int64_t k = 1; k <= 20000; k++) {
        memset(hits, 0, sizeof hits);
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        int64_t n = 1 + (int64_t)((seed >> 33) % 4096), grain = 1 + (int64_t)((seed >> 20) % 64);
        int64_t cap = (int64_t)((seed >> 40) % 6) - 1;  /* -1 and 0: no cap; else 1..4 threads */
        if (cap < 0)
            xlac_parallel_for(count, &k, n, grain);
        else
            xlac_parallel_for_capped(count, &k, n, grain, cap);
        for (int64_t i = 0; i < 4096; i++)
            if (hits[i] != (i < n ? k : 0)) {
                fprintf(stderr, "loop %lld (n %lld): index %lld has %lld\n", (long long)k, (long long)n,
                        (long long)i, (long long)hits[i]);
                return 1;
            }
        unsigned kind = (unsigned)(seed >> 50) % 16;  /* mostly back to back, now and then a sleep */
        struct timespec pause = {0, kind < 10 ? 0 : kind < 14 ? 20 * 1000 : 3 * 1000 * 1000};
        if (pause.tv_nsec) nanosleep(&pause, NULL);
    }
    return 0;
}
#endif

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "dlclose") == 0) return unload(argv[2]);
#ifndef DLCLOSE_ONLY
    if (argc == 2 && strcmp(argv[1], "linked") == 0) return linked();
    if (argc == 2 && strcmp(argv[1], "race") == 0) return race();
#endif
    fprintf(stderr, "usage: pool_driver linked | race | dlclose LIB\n");
    return 2;
}
