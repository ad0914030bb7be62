r = "%{if t || nope}a%{endif}"
