a = "%{if x}${"%{for}"}%{endif}"
