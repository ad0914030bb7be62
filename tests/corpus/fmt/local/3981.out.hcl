req = who
s   = whom
