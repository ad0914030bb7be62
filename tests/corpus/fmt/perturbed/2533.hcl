r=    zipmap(["a","a"],    [1,2])
