r = "%{if t}yes%{endif}"
