r = "${~zero / n * "2.5" + 10~}%{if fl ? empty_obj : deep.a == t ? obj.tags : { a = 1 } }${n}%{endif}"
