/* How xlac's thread pool (xlac/runtime/parallel.c, included whole so its static functions can
 * be called) counts its threads, for test_thread_count.py:
 *   threads_driver limit ROOT MEMBERSHIP   the CPUs the cgroup quota allows, hierarchies mounted
 *                                          at ROOT, MEMBERSHIP read as /proc/self/cgroup (0: none)
 *   threads_driver count                   xlac_num_threads(): the pool's size
 *   threads_driver cap                     for caps 0 (none) to 4: the most distinct threads that
 *                                          ran chunks of one of 20 loops, as "cap C threads U" lines
 */
#include "parallel.c"

#include <stdio.h>
#include <string.h>

struct seen {
    pthread_mutex_t mu;
    pthread_t threads[MAX_THREADS];
    int n;
};

static void note(void *ctx, int64_t begin, int64_t end) {
    (void)begin, (void)end;
    struct seen *s = ctx;
    pthread_t me = pthread_self();
    pthread_mutex_lock(&s->mu);
    int known = 0;
    for (int i = 0; i < s->n; i++) known |= pthread_equal(s->threads[i], me);
    if (!known) s->threads[s->n++] = me;
    pthread_mutex_unlock(&s->mu);
    struct timespec pause = {0, 200 * 1000};  /* 0.2 ms a chunk: every worker let in can join */
    nanosleep(&pause, NULL);
}

int main(int argc, char **argv) {
    if (argc == 4 && strcmp(argv[1], "limit") == 0) {
        printf("%d\n", cgroup_cpu_limit_at(argv[2], argv[3]));
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "count") == 0) {
        printf("%d\n", xlac_num_threads());
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "cap") == 0) {
        for (int64_t cap = 0; cap <= 4; cap++) {
            int most = 0;
            for (int loop = 0; loop < 20; loop++) {
                struct seen s = {.mu = PTHREAD_MUTEX_INITIALIZER};
                xlac_parallel_for_capped(note, &s, 64, 1, cap);
                if (s.n > most) most = s.n;
            }
            printf("cap %lld threads %d\n", (long long)cap, most);
        }
        return 0;
    }
    fprintf(stderr, "usage: threads_driver limit ROOT MEMBERSHIP | count | cap\n");
    return 2;
}
