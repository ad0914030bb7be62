r = "%{if null == obj.ports}on%{endif}"
