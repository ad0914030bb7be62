r = "%{if "true"}yes%{endif}"
