a = ՠb
c = 1
