r = <<END
${deep.a.b.c.d[0]}
${~s~}  tail
${~s~}  tail
END

