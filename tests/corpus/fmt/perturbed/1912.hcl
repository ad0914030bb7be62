r=    join(",", n)
