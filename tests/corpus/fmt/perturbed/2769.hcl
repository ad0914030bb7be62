a= p?q.r    : s[0]
