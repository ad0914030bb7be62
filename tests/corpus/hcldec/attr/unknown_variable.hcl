req = who
s = whom
