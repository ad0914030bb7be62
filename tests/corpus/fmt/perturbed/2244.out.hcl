r = "%{for x in nums~}\n  ${x}\n%{~endfor}"
