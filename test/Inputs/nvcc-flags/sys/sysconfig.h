// Found only through a relative -isystem.
#define SYS_OFFSET 1
