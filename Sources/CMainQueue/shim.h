#ifndef AUTHTUI_CMAINQUEUE_SHIM_H
#define AUTHTUI_CMAINQUEUE_SHIM_H

/* libdispatch's run-loop integration on Linux, the one CoreFoundation's RunLoop uses: an eventfd
   that turns readable when work is queued on the main queue, and the call that runs that work.
   They let a program whose main thread sleeps in poll() (ncurses input) still run main-actor
   tasks without importing Foundation. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

#endif
