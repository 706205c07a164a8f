// Found only through a relative -I.
#define CONFIG_SCALE 2
