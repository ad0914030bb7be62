r = "b" == "%{if s}x%{endif}"
