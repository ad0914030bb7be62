rule {}
rule {}
rule {}
rule {}
rule {}
