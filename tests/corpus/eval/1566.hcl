r = "%{if s}x%{endif}"
