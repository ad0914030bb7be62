a = "%{for v in xs}a%{endif}"
