r = "%{if - nmap.x < "1e2" + n}on%{endif}${!(contains(["x", "y"], obj.name))~}${1e3 == try(deep.a.b.x, 42)~}"
