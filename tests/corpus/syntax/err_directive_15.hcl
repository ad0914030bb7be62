a = "%{if x}%{if y}a%{endif}"
