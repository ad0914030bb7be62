a = "%{if "${"s"(a)"}x%{endif}"
