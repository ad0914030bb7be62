r = "%{if nul}x%{endif}"
