/**
 * Generated from /api/v1/openapi.json by `npm run api:v1:client`; do not edit by hand.
 * client/client.test.ts fails when it differs from a fresh generation.
 */

export interface paths {
    "/api/v1/calculations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List calculations, newest first
         * @description Cursor pages: pass next_cursor back as cursor. Rows added meanwhile never shift a page.
         */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    status?: "new" | "sent_for_approval" | "approved" | "not_approved";
                    team_id?: number;
                    /** @description Created at or after this instant */
                    created_from?: string;
                    /** @description Created before this instant */
                    created_to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "new" | "sent_for_approval" | "approved" | "not_approved";
                                team: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_by: {
                                    id: number;
                                    name: string;
                                };
                                person_count: number;
                                figures: {
                                    revenue: string;
                                    total_cost: string;
                                    gross_profit: string;
                                    gross_profit_percent: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Price and save a calculation
         * @description Prices the persons at today’s rates, exactly as the calculator saves; the answer has the figures.
         */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: a repeat with the same key and body within 24 h gets the first answer again (Idempotent-Replayed: true); the same key with another body answers 422 idempotency_key_reused. */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        persons: {
                            job_name?: (string | number) | null;
                            employees?: (number | string) | null;
                            pay?: {
                                /** @description One of: hourly, salary */
                                compensation_type?: (string | number | boolean) | null;
                                pay_rate?: (number | string) | null;
                                stipend?: (boolean | number | string) | null;
                                exempt?: (boolean | number | string) | null;
                                discount?: (number | string) | null;
                                /** @description One of: monthly, semi-monthly, bi-weekly, weekly */
                                pay_frequency?: (string | number | boolean) | null;
                                /** @description One of: annual, monthly */
                                salary_type?: (string | number | boolean) | null;
                            } | null;
                            bill?: {
                                /** @description One of: bill_rate, markup */
                                compensation_type?: (string | number | boolean) | null;
                                bill_rate?: (number | string) | null;
                                markup?: (number | string) | null;
                                overtime?: (number | string) | null;
                                double_time?: (number | string) | null;
                            } | null;
                            assignment?: {
                                /** @description One of: yes, no */
                                have_start_end_date?: (string | number | boolean) | null;
                                start_date?: (string | number) | null;
                                end_date?: (string | number) | null;
                                /** @description One of: shift, full-time, part-time */
                                schedule?: (string | number | boolean) | null;
                                hours_per_shift?: (number | string) | null;
                                shifts_per_week?: (number | string) | null;
                                hours_per_week?: (number | string) | null;
                                estimated_length?: (number | string) | null;
                                /** @description One of: week, month, year */
                                estimated_period?: (string | number | boolean) | null;
                            } | null;
                            benefits?: {
                                holiday_pay?: (boolean | number | string) | null;
                                holiday_paid_time?: (number | string) | null;
                                /** @description One of: per-year, per-assignment */
                                holiday_type?: (string | number | boolean) | null;
                                paid_time?: (boolean | number | string) | null;
                                paid_time_number_of_days?: (number | string) | null;
                                /** @description One of: per-year, per-assignment */
                                pto_type?: (string | number | boolean) | null;
                                k_401?: (boolean | number | string) | null;
                                k_401_number_of_days?: (number | string) | null;
                                bonus?: (boolean | number | string) | null;
                                bonus_pay?: (number | string) | null;
                                /** @description One of: %, $ */
                                bonus_type?: (string | number | boolean) | null;
                                healthcare_plan?: (boolean | number | string) | null;
                                healthcare_package?: (string | number) | null;
                                /** @description One of: employee_only, employee_spouse, employee_dependent, family */
                                healthcare_package_type?: (string | number | boolean) | null;
                                health_plans?: {
                                    package?: (string | number) | null;
                                    /** @description One of: employee_only, employee_spouse, employee_dependent, family */
                                    package_type?: (string | number | boolean) | null;
                                }[] | null;
                                spto?: (boolean | number | string) | null;
                            } | null;
                            other_costs?: {
                                payment_terms_days?: (number | string) | null;
                                costs?: {
                                    [key: string]: (string | number | {
                                        id?: (string | number) | null;
                                        name?: (string | number) | null;
                                        cost_name?: (string | number) | null;
                                        percent?: (number | string) | null;
                                        /** @description One of: 1 (Revenue), 2 (Total Wage) */
                                        from?: (string | number | boolean) | null;
                                        /** @description One of: flat, percentage */
                                        cost_option?: (string | number | boolean) | null;
                                        /** @description One of: once, hour, week, month */
                                        frequency?: (string | number | boolean) | null;
                                        cost_type?: (string | number) | null;
                                        industry_id?: (string | number) | null;
                                        cost_list_id?: (string | number) | null;
                                    })[] | null;
                                } | null;
                            } | null;
                            locations?: {
                                state_id?: (string | number) | null;
                                city_id?: (string | number) | null;
                                workers_comp?: {
                                    nick_name?: (string | number) | null;
                                    code?: (string | number) | null;
                                    industry?: (string | number | {
                                        value?: unknown;
                                        label?: unknown;
                                    }) | null;
                                    rate?: (number | string) | null;
                                } | null;
                            }[] | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "new" | "sent_for_approval" | "approved" | "not_approved";
                                team: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_by: {
                                    id: number;
                                    name: string;
                                };
                                person_count: number;
                                figures: {
                                    revenue: string;
                                    total_cost: string;
                                    gross_profit: string;
                                    gross_profit_percent: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                tax_year: number;
                                version: number;
                                /** @description As sent, in the plain names above */
                                persons: {
                                    [key: string]: unknown;
                                }[];
                                decline_reason: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a calculation: its figures, persons as sent, status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "new" | "sent_for_approval" | "approved" | "not_approved";
                                team: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_by: {
                                    id: number;
                                    name: string;
                                };
                                person_count: number;
                                figures: {
                                    revenue: string;
                                    total_cost: string;
                                    gross_profit: string;
                                    gross_profit_percent: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                tax_year: number;
                                version: number;
                                /** @description As sent, in the plain names above */
                                persons: {
                                    [key: string]: unknown;
                                }[];
                                decline_reason: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculations/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a calculation for approval */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: a repeat with the same key and body within 24 h gets the first answer again (Idempotent-Replayed: true); the same key with another body answers 422 idempotency_key_reused. */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "new" | "sent_for_approval" | "approved" | "not_approved";
                                team: {
                                    id: number;
                                    name: string;
                                } | null;
                                created_by: {
                                    id: number;
                                    name: string;
                                };
                                person_count: number;
                                figures: {
                                    revenue: string;
                                    total_cost: string;
                                    gross_profit: string;
                                    gross_profit_percent: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                tax_year: number;
                                version: number;
                                /** @description As sent, in the plain names above */
                                persons: {
                                    [key: string]: unknown;
                                }[];
                                decline_reason: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List quotes, newest first (every revision) */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                    /** @description next_cursor of the previous page */
                    cursor?: string;
                    status?: "new" | "waiting_for_approval" | "approved" | "not_approved";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                quote_number: string;
                                revision: number;
                                calculation_id: number;
                                client_name: string;
                                /** @enum {string} */
                                status: "new" | "waiting_for_approval" | "approved" | "not_approved";
                                issue_date: string;
                                valid_until: string;
                                figures: {
                                    revenue: string;
                                    sales_tax: string;
                                    total: string;
                                    total_cost: string;
                                    gross_profit: string;
                                };
                                /** Format: date-time */
                                sent_at: string | null;
                                signature: {
                                    /** Format: date-time */
                                    signed_at: string;
                                    signer_name: string | null;
                                    signer_email: string | null;
                                    signer_ip: string | null;
                                    signature_type: string | null;
                                    signed_document_sha256: string | null;
                                } | null;
                                declined: {
                                    /** Format: date-time */
                                    declined_at: string;
                                    reason: string | null;
                                } | null;
                                document_sha256: string;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                            next_cursor: string | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Make a quote from an Approved calculation */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: a repeat with the same key and body within 24 h gets the first answer again (Idempotent-Replayed: true); the same key with another body answers 422 idempotency_key_reused. */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        calculation_id: number;
                        client_name: string;
                        quote_number: string;
                        /** @description The work state the quote prices */
                        state_id: number;
                        persons: {
                            /** @description Position in the calculation’s persons */
                            index: number;
                            /** @description How many to bill; 0 leaves it out */
                            count: number;
                        }[];
                        issue_date?: string;
                        valid_until?: string;
                        start_date?: string | null;
                        end_date?: string | null;
                        terms?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                quote_number: string;
                                revision: number;
                                calculation_id: number;
                                client_name: string;
                                /** @enum {string} */
                                status: "new" | "waiting_for_approval" | "approved" | "not_approved";
                                issue_date: string;
                                valid_until: string;
                                figures: {
                                    revenue: string;
                                    sales_tax: string;
                                    total: string;
                                    total_cost: string;
                                    gross_profit: string;
                                };
                                /** Format: date-time */
                                sent_at: string | null;
                                signature: {
                                    /** Format: date-time */
                                    signed_at: string;
                                    signer_name: string | null;
                                    signer_email: string | null;
                                    signer_ip: string | null;
                                    signature_type: string | null;
                                    signed_document_sha256: string | null;
                                } | null;
                                declined: {
                                    /** Format: date-time */
                                    declined_at: string;
                                    reason: string | null;
                                } | null;
                                document_sha256: string;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail the quote’s signing link (with the PDF) to the client */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Makes a retry safe: a repeat with the same key and body within 24 h gets the first answer again (Idempotent-Replayed: true); the same key with another body answers 422 idempotency_key_reused. */
                    "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
                };
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        message?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                quote_number: string;
                                revision: number;
                                calculation_id: number;
                                client_name: string;
                                /** @enum {string} */
                                status: "new" | "waiting_for_approval" | "approved" | "not_approved";
                                issue_date: string;
                                valid_until: string;
                                figures: {
                                    revenue: string;
                                    sales_tax: string;
                                    total: string;
                                    total_cost: string;
                                    gross_profit: string;
                                };
                                /** Format: date-time */
                                sent_at: string | null;
                                signature: {
                                    /** Format: date-time */
                                    signed_at: string;
                                    signer_name: string | null;
                                    signer_email: string | null;
                                    signer_ip: string | null;
                                    signature_type: string | null;
                                    signed_document_sha256: string | null;
                                } | null;
                                declined: {
                                    /** Format: date-time */
                                    declined_at: string;
                                    reason: string | null;
                                } | null;
                                document_sha256: string;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a quote: status, figures, and the signature evidence once signed */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                quote_number: string;
                                revision: number;
                                calculation_id: number;
                                client_name: string;
                                /** @enum {string} */
                                status: "new" | "waiting_for_approval" | "approved" | "not_approved";
                                issue_date: string;
                                valid_until: string;
                                figures: {
                                    revenue: string;
                                    sales_tax: string;
                                    total: string;
                                    total_cost: string;
                                    gross_profit: string;
                                };
                                /** Format: date-time */
                                sent_at: string | null;
                                signature: {
                                    /** Format: date-time */
                                    signed_at: string;
                                    signer_name: string | null;
                                    signer_email: string | null;
                                    signer_ip: string | null;
                                    signature_type: string | null;
                                    signed_document_sha256: string | null;
                                } | null;
                                declined: {
                                    /** Format: date-time */
                                    declined_at: string;
                                    reason: string | null;
                                } | null;
                                document_sha256: string;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Teams with their members and roles */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                members: {
                                    id: number;
                                    name: string;
                                    role: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisation’s members with their role */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                role: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Revenue, gross profit and quotes for a period */
        get: {
            parameters: {
                query?: {
                    /** @description actual: Approved quotes; projected: sent, undecided */
                    revenue?: "actual" | "projected";
                    period?: "7" | "30" | "year" | "total";
                    team_id?: number;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                revenue: string;
                                gross_profit: string;
                                gross_profit_percent: string;
                                quotes: number;
                                period: {
                                    from: string | null;
                                    to: string | null;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The states, with the ids calculations and quotes take */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                code: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cities of a state */
        get: {
            parameters: {
                query: {
                    state_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                        "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                        "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: {
                                /** @description Stable, snake_case: validation, not_found, insufficient_scope, rate_limited... */
                                code: string;
                                message: string;
                                fields?: {
                                    [key: string]: string[];
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: {
        /** @description Makes a retry safe: a repeat with the same key and body within 24 h gets the first answer again (Idempotent-Replayed: true); the same key with another body answers 422 idempotency_key_reused. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Requests this key may make a minute. */
        "RateLimit-Limit": number;
        /** @description Requests left in the current minute. */
        "RateLimit-Remaining": number;
        /** @description Seconds until the minute restarts. */
        "RateLimit-Reset": number;
        /** @description "true" on the stored answer to a repeated Idempotency-Key. */
        "Idempotent-Replayed": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
