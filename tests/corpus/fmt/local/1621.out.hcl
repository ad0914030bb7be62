r = "${join(", ", keys(obj.tags))~}${~nums[0]}%{if t && fl && fl~}${s}%{else}%{endif}"
