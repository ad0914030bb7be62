a =    "%%{if x}%{if y}z%{endif}"
