r = <<END
%{for x in strs~}
- ${x}
%{~endfor}
${deep.a.b.c.d[1].e}
END

