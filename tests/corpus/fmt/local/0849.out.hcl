r = null == can(replace(s, "l")) ? { for x in words : x => x... } : nmap ? nums[4] * 2 >= big / n ? concat(fl ? obj.ports : null, [{ a = 1 }, { a = 2 }][*].a) : chunklist(flatten(nested), 1) : null
