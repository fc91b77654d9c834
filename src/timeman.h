/*
 * timeman.h - the time manager: the clock the controller set (GTP
 * time_settings, kgs-time_settings).
 */
#ifndef ISHI_TIMEMAN_H
#define ISHI_TIMEMAN_H

enum time_system { TIME_NONE, TIME_ABSOLUTE, TIME_CANADIAN, TIME_BYOYOMI };

/* Time settings as the controller sent them. */
struct time_settings {
	enum time_system system;
	int main_time; /* seconds */
	int byo_time;  /* seconds per byo-yomi period */
	int byo_count; /* stones per period (canadian) or periods (byoyomi) */
};

#endif
