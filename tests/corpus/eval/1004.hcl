r = "%{if !n}${n}%{endif}"
