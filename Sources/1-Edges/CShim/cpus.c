// Which CPUs a thread runs on: `sched_getcpu` and `sched_setaffinity` are GNU extensions, which
// Swift's Glibc module does not declare.
#define _GNU_SOURCE
#include "CShim.h"
#include <sched.h>
#include <string.h>

_Static_assert(sizeof(StretchyCPUSet) == sizeof(cpu_set_t), "StretchyCPUSet must be a cpu_set_t");

int stretchy_current_cpu(void) { return sched_getcpu(); }

int stretchy_thread_avoid_cpu(int cpu, StretchyCPUSet *saved) {
    cpu_set_t cpus;
    if (cpu < 0 || cpu >= CPU_SETSIZE || sched_getaffinity(0, sizeof cpus, &cpus) != 0) return 0;
    memcpy(saved, &cpus, sizeof cpus);
    if (!CPU_ISSET(cpu, &cpus) || CPU_COUNT(&cpus) < 2) return 0;
    CPU_CLR(cpu, &cpus);
    return sched_setaffinity(0, sizeof cpus, &cpus) == 0;
}

void stretchy_thread_set_cpus(const StretchyCPUSet *cpus) {
    cpu_set_t set;
    memcpy(&set, cpus, sizeof set);
    (void)sched_setaffinity(0, sizeof set, &set);
}
