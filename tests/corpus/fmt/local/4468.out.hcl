true  = 1
false = 2
null  = 3
for   = 4
in    = 5
if    = 6
